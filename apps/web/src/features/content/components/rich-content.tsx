import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { parseSafeHtml, sanitizeHtml } from '../../../lib/sanitize';
import './content.css';

/**
 * Rich page content from the API, sanitised with DOMPurify and typeset. Links to the shop's own
 * pages (href="/menu") navigate inside the app instead of reloading it.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
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
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** The first paragraph's text of some rich content (for teasers). */
export function firstParagraph(html: string): string {
  const doc = parseSafeHtml(html);
  const paragraph = doc.querySelector('p');
  return (paragraph?.textContent ?? doc.body.textContent ?? '').trim();
}
