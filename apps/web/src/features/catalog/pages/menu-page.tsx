import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@storefront/shared';
import { positiveInt, usePageParam } from '../../../lib/routing/page-param';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ErrorState } from '../../../ui/error-state';
import { DietaryFilterBar, FilteredEmptyState, useDietaryFilter } from '../../../ui/dietary-filter';
import { CardGridSkeleton, LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { useMenuCategories } from '../api/get-menu-categories';
import { useProducts } from '../api/get-products';
import { CategoryChips } from '../components/category-chips';
import { PagedCardGrid } from '../../../ui/paged-card-grid';
import { ProductCard } from '../components/product-card';

export interface MenuPageProps {
  /** The action of each item card (the cart's "Add to cart", composed by the app). */
  itemAction: (item: Item) => ReactNode;
}

/** Spec §2 menu: a paged grid of items, 12 per page; page and category live in the URL. */
export function MenuPage({ itemAction }: MenuPageProps) {
  const { t } = useTranslation();
  const { searchParams, page, goToPage } = usePageParam();
  const categoryId = positiveInt(searchParams.get('category'));
  const dietary = useDietaryFilter();
  const products = useProducts({ page, categoryId, ...dietary.filter });
  const categories = useMenuCategories();
  const activeCategory = categories.data?.find((category) => category.id === categoryId);
  const title = activeCategory ? `${t('menu.title')}: ${activeCategory.name}` : t('menu.title');
  useDocumentTitle(title);

  const firstLoad = products.isPending || categories.isPending;
  const list = firstLoad ? undefined : products.data;
  return (
    <>
      <PageBanner title={t('menu.title')} subtitle={t('menu.intro')} />
      <div className="container section section--tight">
        {/* First load: the cards' outlines until the chips and the cards are both here, so
            neither pushes the other down when it lands (a layout shift, CLS); another page or
            category: spec §2's overlay over the cards already there. */}
        {firstLoad ? <CardGridSkeleton cards={8} /> : null}
        {!firstLoad && categories.data && categories.data.length > 0 ? (
          <CategoryChips categories={categories.data} activeId={categoryId} />
        ) : null}
        {firstLoad ? null : <DietaryFilterBar />}

        {products.isFetching && products.isPlaceholderData ? <LoadingOverlay /> : null}

        {!firstLoad && products.isError && !list ? (
          <ErrorState onRetry={() => void products.refetch()} />
        ) : null}

        {list && list.data.length === 0 ? (
          <FilteredEmptyState
            action={
              <Link className="button button--primary" to={paths.menu.getHref()}>
                {t('menu.all')}
              </Link>
            }
          />
        ) : null}

        {list && list.data.length > 0 ? (
          <>
            <p className="results-note" aria-live="polite">
              {t('menu.page_of', { page: list.current_page, total: list.last_page })}
            </p>
            <PagedCardGrid
              list={list}
              busy={products.isFetching}
              renderCard={(item, index) => (
                <ProductCard
                  item={item}
                  headingLevel={2}
                  action={itemAction(item)}
                  eager={index === 0}
                />
              )}
              onPageChange={goToPage}
            />
          </>
        ) : null}
      </div>
    </>
  );
}
