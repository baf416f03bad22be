import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Combo } from '@storefront/shared';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CardGridSkeleton, LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { Pagination } from '../../../ui/pagination';
import { useCombos } from '../api/get-combos';
import { ComboCard } from '../components/combo-card';

export interface CombosPageProps {
  /** The action of each combo card (the cart's "Customise", composed by the app). */
  comboAction: (combo: Combo) => ReactNode;
}

/** /food-combos: every combo with its categories, price and a Customise button. */
export function CombosPage({ comboAction }: CombosPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('combos.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  const combos = useCombos(page);

  const goToPage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const list = combos.data;
  return (
    <>
      <PageBanner title={t('combos.title')} subtitle={t('combos.intro')} />
      <div className="container section section--tight">
        {combos.isPending ? <CardGridSkeleton cards={3} /> : null}
        {combos.isFetching && combos.isPlaceholderData ? <LoadingOverlay /> : null}
        {combos.isError && !list ? <ErrorState onRetry={() => void combos.refetch()} /> : null}
        {list && list.data.length === 0 ? <EmptyState title={t('no_data_found')} /> : null}
        {list && list.data.length > 0 ? (
          <>
            <ul className="card-grid card-grid--wide">
              {list.data.map((combo, index) => (
                <li key={combo.id}>
                  <ComboCard
                    combo={combo}
                    variant="detailed"
                    headingLevel={2}
                    action={comboAction(combo)}
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
