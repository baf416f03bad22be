import { useTranslation } from 'react-i18next';
import { ComboCard } from '../../features/catalog/components/combo-card';
import { useMenuCategories } from '../../features/catalog/api/get-menu-categories';
import { CategoryChips } from '../../features/catalog/components/category-chips';
import { SearchResultsPage } from '../../features/search/pages/search-results-page';
import { comboCartAction, itemCardWithCart } from '../cart-actions';

/**
 * Search results compose the catalog's cards with the cart's actions exactly as the menu
 * (Add to cart) and /food-combos (Customise: login first, then the combo modal) do, and the
 * menu's categories to choose from when nothing is found.
 */
export default function SearchResultsRoute() {
  return (
    <SearchResultsPage
      categories={<MenuCategoryChips />}
      renderItem={itemCardWithCart}
      renderCombo={(combo) => (
        <ComboCard combo={combo} variant="detailed" action={comboCartAction(combo)} />
      )}
    />
  );
}

/** The menu's categories to choose from, asked for only when shown (a search that found nothing). */
function MenuCategoryChips() {
  const { t } = useTranslation();
  const categories = useMenuCategories();
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <div className="search-results__categories">
      <p>{t('search.try_categories')}</p>
      <CategoryChips categories={categories.data} activeId={undefined} />
    </div>
  );
}
