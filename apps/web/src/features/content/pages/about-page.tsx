import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMinimumDelay } from '../../../lib/use-minimum-delay';
import { ErrorState } from '../../../ui/error-state';
import { LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { usePage } from '../api/get-page';
import { AboutBlock } from '../components/about-block';
import { PAGE_IDS } from '@storefront/shared';

/** Spec §2/§9: "About page loader lasts 1 s", even when the content arrives sooner. */
export const ABOUT_LOADER_MS = 1000;

export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const page = usePage(PAGE_IDS.about);
  const loaderDone = useMinimumDelay(ABOUT_LOADER_MS);
  return (
    <>
      <PageBanner title={t('about.title')} />
      <div className="container section">
        {page.isPending || !loaderDone ? <LoadingOverlay /> : null}
        {page.isError ? <ErrorState onRetry={() => void page.refetch()} /> : null}
        {page.data ? <AboutBlock variant="full" /> : null}
      </div>
    </>
  );
}
