import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEEP_SERVER_HTML, isServer, useHydrated } from '../../../lib/hydration';
import { parseSafeHtml, sanitizeHtml } from '../../../lib/sanitize';
import './content.css';

/**
 * Rich page content from the API, sanitised with DOMPurify and typeset. Links to the shop's own
 * pages (href="/menu") navigate inside the app instead of reloading it.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  // While hydrating, the element holds what the server made of this same `html` with the same
  // sanitiser: it is kept, and not sanitised again in the page's first, longest task.
  const browserRender = useHydrated();
  const hydrating = !isServer && !browserRender;
  const safe = useMemo(() => (hydrating ? null : sanitizeHtml(html)), [html, hydrating]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only upgrades ordinary links (a keyboard Enter on a link is a click too).
    <div
      className={`rich-content ${className ?? ''}`}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={safe === null ? KEEP_SERVER_HTML : { __html: safe }}
    />
  );
}

/** The first paragraph's text of some rich content (for teasers). */
export function firstParagraph(html: string): string {
  const doc = parseSafeHtml(html);
  const paragraph = doc.querySelector('p');
  return (paragraph?.textContent ?? doc.body.textContent ?? '').trim();
}
