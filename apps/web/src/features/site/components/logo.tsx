import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { SHOP_NAME } from '../../../lib/use-document-title';

/** The "Sufra" wordmark with its bowl mark; the brand name is not translated. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home.getHref()} className={`logo logo--${tone}`} lang="en" dir="ltr">
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="#E4572E" />
        <path d="M8 19h24a12 12 0 0 1-24 0z" fill="#FFF8F0" />
        <path
          d="M15 9c0 2 2 2 2 4.5M21 8c0 2 2 2 2 4.5"
          fill="none"
          stroke="#FFF8F0"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="15" cy="23" r="2" fill="#F4A259" />
        <circle cx="21" cy="25" r="2" fill="#1F6F50" />
        <circle cx="26" cy="22" r="1.8" fill="#E4572E" />
      </svg>
      <span className="logo__word">{SHOP_NAME}</span>
    </Link>
  );
}
