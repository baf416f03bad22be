import mjml2html from 'mjml';
import { isRightToLeft, type Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/escape-html';
import { findShopName } from '../orders/orders.repository';
import { BRAND_COLOURS, WEB_APP_ICONS } from '../storefront/web-app';

/**
 * Issue 17 item 9: every mail's HTML part, from one MJML template (MJML: Mailjet's maintained
 * e-mail markup, compiled to the table layout mail clients render, Outlook included). The
 * plain-text part stays the mail's own text, written once by the mail's builder; the HTML part
 * sets that same text in the shop's frame: its logo, name and colours, right to left in Arabic,
 * its links as links and a lone link as a button. So the two parts never say different things.
 */

/** What the frame shows of the shop: read as each mail goes (a rename applies at once). */
export interface MailBrand {
  name: string;
  publicUrl: string;
}

const COLOURS = {
  page: BRAND_COLOURS.background,
  card: '#FFFFFF',
  ink: '#2B2118',
  muted: '#6B5B4D',
  line: '#EADCCD',
  brand: BRAND_COLOURS.brand,
};

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** A paragraph of the text as HTML: escaped, its links as links, its line breaks kept. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let from = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    html += escapeHtml(paragraph.slice(from, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:${COLOURS.brand}">${url}</a>`;
    from = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(from));
  // A line's leading spaces (a combo's picks under its line) stay as an indent.
  return html
    .split('\n')
    .map((line) => line.replace(/^ +/, (spaces) => '&#160;'.repeat(spaces.length)))
    .join('<br/>');
}

/** The mail's text in blocks: a paragraph, or a link alone on its line as a button. */
function textBlocks(text: string, language: Language): string[] {
  const align = isRightToLeft(language) ? 'right' : 'left';
  const blocks: string[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    const lone = paragraph.trim();
    if (/^https?:\/\/\S+$/.test(lone)) {
      blocks.push(
        `<mj-button href="${escapeHtml(lone)}" align="${align}">${escapeHtml(
          translateMessage('mail_open_link', language),
        )}</mj-button>`,
        `<mj-text font-size="12px" color="${COLOURS.muted}">${paragraphHtml(lone)}</mj-text>`,
      );
    } else {
      blocks.push(`<mj-text>${paragraphHtml(paragraph)}</mj-text>`);
    }
  }
  return blocks;
}

/** The HTML part of a mail in `language`, from its subject and plain text. */
export async function renderMailHtml(
  message: Pick<MailMessage, 'subject' | 'text'>,
  language: Language,
  brand: MailBrand,
): Promise<string> {
  const rtl = isRightToLeft(language);
  const align = rtl ? 'right' : 'left';
  const shop = escapeHtml(brand.name);
  const home = escapeHtml(brand.publicUrl);
  const logo = escapeHtml(`${brand.publicUrl}/icons/${Object.keys(WEB_APP_ICONS)[0]}`);
  const source = `<mjml lang="${language === 'ae' ? 'ar' : language}" dir="${rtl ? 'rtl' : 'ltr'}">
  <mj-head>
    <mj-title>${escapeHtml(message.subject)}</mj-title>
    <mj-preview>${escapeHtml(message.subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Georgian', Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.6" color="${COLOURS.ink}" align="${align}" padding="6px 24px" />
      <mj-button background-color="${COLOURS.brand}" color="#FFFFFF" font-weight="700" border-radius="999px" inner-padding="12px 24px" padding="12px 24px 4px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLOURS.page}" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-image src="${logo}" alt="" width="48px" height="48px" href="${home}" padding="0" />
        <mj-text align="center" font-size="20px" font-weight="700" padding="8px 24px 0">${shop}</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="${COLOURS.card}" border="1px solid ${COLOURS.line}" border-radius="16px" padding="18px 0">
      <mj-section padding="0">
        <mj-column>
          ${textBlocks(message.text, language).join('\n          ')}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="12px 0 24px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="${COLOURS.muted}"><a href="${home}" style="color:${COLOURS.muted}">${shop}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail template: ${errors[0]?.formattedMessage ?? ''}`);
  return html;
}

/**
 * The shop's mail frame for createMailer: a mail that names its language gets its HTML part in
 * that language, with the shop's name in it.
 */
export function shopMailLayout(db: Executor, publicUrl: string) {
  return async (message: MailMessage): Promise<string | undefined> => {
    if (!message.language || message.html) return message.html;
    const name = await findShopName(db, message.language);
    return renderMailHtml(message, message.language, { name, publicUrl });
  };
}
