import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuCategory } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { FoodImage } from '../../../ui/food-image';

/** Home's category row: image, name and item count, each opening the filtered menu. */
export function CategoryRow({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <ul className="card-grid category-row">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={paths.menu.getHref({ category: category.id })}
            className="surface-card category-tile"
          >
            <span className="category-tile__image">
              <FoodImage src={category.image} alt="" width={160} height={160} />
            </span>
            <span className="category-tile__name">{category.name}</span>
            <span className="fine-print">
              {t('home.category_count', { count: category.item_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
