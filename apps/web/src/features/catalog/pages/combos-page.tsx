import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Combo } from '@storefront/shared';
import { usePageParam } from '../../../lib/routing/page-param';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CardGridSkeleton, LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { useCombos } from '../api/get-combos';
import { ComboCard } from '../components/combo-card';
import { PagedCardGrid } from '../../../ui/paged-card-grid';

export interface CombosPageProps {
  /** The action of each combo card (the cart's "Customise", composed by the app). */
  comboAction: (combo: Combo) => ReactNode;
}

/** /food-combos: every combo with its categories, price and a Customise button. */
export function CombosPage({ comboAction }: CombosPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('combos.title'));
  const { page, goToPage } = usePageParam();
  const combos = useCombos(page);

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
          <PagedCardGrid
            list={list}
            wide
            renderCard={(combo, index) => (
              <ComboCard
                combo={combo}
                variant="detailed"
                headingLevel={2}
                action={comboAction(combo)}
                eager={index === 0}
              />
            )}
            onPageChange={goToPage}
          />
        ) : null}
      </div>
    </>
  );
}
