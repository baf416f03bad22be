import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Item } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ErrorState } from '../../../ui/error-state';
import { DietaryFilterBar, FilteredEmptyState, useDietaryFilter } from '../../../ui/dietary-filter';
import { CardGridSkeleton, LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { Pagination } from '../../../ui/pagination';
import { useMenuCategories } from '../api/get-menu-categories';
import { useProducts } from '../api/get-products';
import { CategoryChips } from '../components/category-chips';
import { ProductCard } from '../components/product-card';

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

export interface MenuPageProps {
  /** The action of each item card (the cart's "Add to cart", composed by the app). */
  itemAction: (item: Item) => ReactNode;
}

/** Spec §2 menu: a paged grid of items, 12 per page; page and category live in the URL. */
export function MenuPage({ itemAction }: MenuPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const categoryId = positiveInt(searchParams.get('category'));
  const dietary = useDietaryFilter();
  const products = useProducts({ page, categoryId, ...dietary.filter });
  const categories = useMenuCategories();
  const activeCategory = categories.data?.find((category) => category.id === categoryId);
  const title = activeCategory ? `${t('menu.title')}: ${activeCategory.name}` : t('menu.title');
  useDocumentTitle(title);

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

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
            <ul className="card-grid" aria-busy={products.isFetching}>
              {list.data.map((item, index) => (
                <li key={item.id}>
                  <ProductCard
                    item={item}
                    headingLevel={2}
                    action={itemAction(item)}
                    eager={index === 0}
                  />
                </li>
              ))}
            </ul>
            {list.last_page > 1 ? (
              <Pagination
                currentPage={list.current_page}
                lastPage={list.last_page}
                onPageChange={goToPage}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
