import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_QUERY_MAX, type Combo, type Item } from '@storefront/shared';
import { usePageParam } from '../../../lib/routing/page-param';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CardGrid } from '../../../ui/card-grid';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { DietaryFilterBar, FilteredEmptyState, useDietaryFilter } from '../../../ui/dietary-filter';
import { CardGridSkeleton, LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { PagedCardGrid } from '../../../ui/paged-card-grid';
import { useSearch } from '../api/search';
import './search.css';

export interface SearchResultsPageProps {
  /** An item's card with the cart's "Add to cart" (composed by the app, as on the menu). */
  renderItem: (item: Item) => ReactNode;
  /** A combo's card with the cart's "Customise" (composed by the app, as on /food-combos). */
  renderCombo: (combo: Combo) => ReactNode;
  /** Issue 17 item 8: where to go when nothing is found (the menu's categories, from the app). */
  categories?: ReactNode;
}

/** /searchResult (spec §2): the items and combos whose names contain `?q=`, in the current language. */
export function SearchResultsPage({ renderItem, renderCombo, categories }: SearchResultsPageProps) {
  const { t } = useTranslation();
  const { searchParams, page, goToPage } = usePageParam();
  // The API refuses longer texts; a hand-made URL is cut rather than answered with an error.
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const dietary = useDietaryFilter();
  const search = useSearch({ q, page, ...dietary.filter });
  const heading = q ? t('search.results_for', { q }) : t('search.title');
  useDocumentTitle(heading);

  const data = search.data;
  const items = data?.items;
  const combos = data?.combos ?? [];
  const nothing = items !== undefined && items.data.length === 0 && combos.length === 0;

  return (
    <>
      <PageBanner title={t('search.title')} {...(q ? { subtitle: heading } : {})} />
      <div className="container section section--tight">
        {q === '' ? (
          <EmptyState title={t('search.title')} text={t('search.prompt')}>
            <Link className="button button--primary" to={paths.menu.getHref()}>
              {t('menu.title')}
            </Link>
          </EmptyState>
        ) : null}

        {q !== '' ? <DietaryFilterBar /> : null}
        {q !== '' && search.isPending ? <CardGridSkeleton cards={4} /> : null}
        {q !== '' && search.isFetching && search.isPlaceholderData ? <LoadingOverlay /> : null}

        {search.isError && !data ? <ErrorState onRetry={() => void search.refetch()} /> : null}

        {nothing ? (
          <>
            <FilteredEmptyState
              action={
                <Link className="button button--primary" to={paths.menu.getHref()}>
                  {t('menu.title')}
                </Link>
              }
            />
            {categories}
          </>
        ) : null}

        {data?.close_matches ? (
          <p className="search-results__close" role="status">
            {t('search.close_matches', { q })}
          </p>
        ) : null}

        {items && items.data.length > 0 ? (
          <section aria-labelledby="search-items-title" className="search-results__group">
            <h2 id="search-items-title">{t('search.items')}</h2>
            <PagedCardGrid
              list={items}
              busy={search.isFetching}
              renderCard={renderItem}
              onPageChange={goToPage}
            />
          </section>
        ) : null}

        {combos.length > 0 ? (
          <section aria-labelledby="search-combos-title" className="search-results__group">
            <h2 id="search-combos-title">{t('search.combos')}</h2>
            <CardGrid entries={combos} wide renderCard={renderCombo} />
          </section>
        ) : null}
      </div>
    </>
  );
}
