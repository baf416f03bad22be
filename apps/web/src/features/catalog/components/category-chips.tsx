import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MenuCategory } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { DIETARY_PARAMS } from '../../../ui/dietary-filter';

/** Category filter of the menu: links, so the filter lives in the URL (?category=id). */
export function CategoryChips({
  categories,
  activeId,
}: {
  categories: MenuCategory[];
  activeId: number | undefined;
}) {
  const { t } = useTranslation();
  // Another category keeps the dietary filter chosen (issue 16 item 4).
  const [params] = useSearchParams();
  const kept = new URLSearchParams();
  for (const name of Object.values(DIETARY_PARAMS)) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const withFilter = (href: string) =>
    kept.size > 0 ? `${href}${href.includes('?') ? '&' : '?'}${kept.toString()}` : href;
  return (
    <nav className="category-chips" aria-label={t('menu.filter_label')}>
      <ul className="inline-list">
        <li>
          <Link
            to={withFilter(paths.menu.getHref())}
            className="chip"
            aria-current={activeId === undefined ? 'page' : undefined}
          >
            {t('menu.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={withFilter(paths.menu.getHref({ category: category.id }))}
              className="chip"
              aria-current={activeId === category.id ? 'page' : undefined}
            >
              {category.name}
              <span className="chip__count">{category.item_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
