import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { usePage } from '../api/get-page';
import { RichContent } from '../components/rich-content';

/**
 * Terms and privacy (spec §2), and any other page the shop publishes (/pages/:id): the page's
 * meta_title as heading, its rich content below. A page that does not exist (or is not
 * published) says so instead of offering a retry.
 */
export function LegalPage({ pageId, fallbackTitle }: { pageId: number; fallbackTitle: string }) {
  const { t } = useTranslation();
  const page = usePage(pageId);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  const title = page.data?.meta_title || (missing ? t('page_not_found') : fallbackTitle);
  useDocumentTitle(title);
  return (
    <>
      <PageBanner title={title} />
      <div className="container section">
        {page.isPending ? <LoadingOverlay /> : null}
        {missing ? <EmptyState title={t('page_not_found')} /> : null}
        {page.isError && !missing ? <ErrorState onRetry={() => void page.refetch()} /> : null}
        {page.data ? (
          <article className="surface-card legal-page">
            <RichContent html={page.data.page_content} />
          </article>
        ) : null}
      </div>
    </>
  );
}
