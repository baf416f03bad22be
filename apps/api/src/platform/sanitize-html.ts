import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { isAllowedHref } from '@storefront/shared';

/**
 * Rich text an operator saves (issue 7: pages) is cleaned on the server before it is stored, so
 * the database never holds markup the storefront would have to distrust; the storefront
 * sanitises again before display (apps/web/src/lib/sanitize.ts), defence in depth.
 *
 * An allow-list, not a block-list: headings h2–h4 (h1 is the page's title), paragraphs, line
 * breaks, bold, italic, underline, strike, links, lists, quotes and rules. Everything else goes:
 * scripts and styles with their content, other elements keep only their text; no attribute
 * survives but `href` on links, and only to http(s), mailto or a relative address.
 */
export const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
] as const;

/**
 * Elements pasted from elsewhere (a word processor, another site) that have an allowed
 * equivalent: renamed rather than flattened to text, so a pasted title stays a heading.
 */
const EQUIVALENTS: Record<string, (typeof ALLOWED_TAGS)[number]> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
};

interface Purifier {
  window: JSDOM['window'];
  purify: ReturnType<typeof createDOMPurify>;
}
let purifier: Purifier | undefined;

/** One DOMPurify over one jsdom window for the process: building a window costs milliseconds. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isAllowedHref(href)) {
      node.removeAttribute('href');
      return;
    }
    // A link opened in a new tab by the reader must not reach back into the shop's window.
    node.setAttribute('rel', 'noopener');
  });
  purifier = { window, purify };
  return purifier;
}

/** The process's one jsdom window: the storefront's server rendering reads HTML with it too. */
export const sharedHtmlWindow = (): JSDOM['window'] => getPurifier().window;

/** `html` with EQUIVALENTS renamed (parsed inert in a <template>: nothing runs or loads). */
function renameEquivalents(window: JSDOM['window'], html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const selector = Object.keys(EQUIVALENTS).join(',');
  for (const element of template.content.querySelectorAll(selector)) {
    const replacement = window.document.createElement(EQUIVALENTS[element.localName] ?? 'p');
    replacement.append(...element.childNodes);
    for (const attribute of element.attributes) {
      replacement.setAttribute(attribute.name, attribute.value);
    }
    element.replaceWith(replacement);
  }
  return template.innerHTML;
}

/** The allow-listed HTML of `html` (see above); plain text stays as it is, entities escaped. */
export function sanitizeRichHtml(html: string): string {
  const { window, purify } = getPurifier();
  return purify
    .sanitize(renameEquivalents(window, html), {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: ['href', 'rel'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // Removed elements keep their text (a <span> or <h1> becomes its words), except these,
      // whose content is code, not text.
      FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg'],
    })
    .trim();
}
