import createDOMPurify from 'dompurify';

/** The DOM that parses and cleans HTML: the browser's, or one the server lends (entry-server). */
type HtmlWindow = Window & typeof globalThis;

let htmlWindow: HtmlWindow | undefined = typeof window === 'undefined' ? undefined : window;
/** Made at first use: setting DOMPurify up is work a page that sanitises nothing need not do. */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Issue 14 item 3: the server renders pages without a browser; it lends a DOM (jsdom) for HTML. */
export function lendHtmlWindow(serverWindow: HtmlWindow): void {
  htmlWindow = serverWindow;
  purifier = createDOMPurify(serverWindow);
}

/** Rich page content from the API, made safe for dangerouslySetInnerHTML (spec §2 content pages). */
export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(htmlWindow);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** Sanitised HTML as a document, to read text from. */
export function parseSafeHtml(html: string): Document {
  if (!htmlWindow) throw new Error('No DOM to parse HTML with');
  return new htmlWindow.DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
}
