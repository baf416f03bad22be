import DOMPurify from 'dompurify';

/** Rich page content from the API, made safe for dangerouslySetInnerHTML (spec §2 content pages). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
