import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuCategory } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';

/** Category filter of the menu: links, so the filter lives in the URL (?category=id). */
export function CategoryChips({
  categories,
  activeId,
}: {
  categories: MenuCategory[];
  activeId: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav className="category-chips" aria-label={t('menu.filter_label')}>
      <ul>
        <li>
          <Link
            to={paths.menu.getHref()}
            className="chip"
            aria-current={activeId === undefined ? 'page' : undefined}
          >
            {t('menu.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.menu.getHref({ category: category.id })}
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
