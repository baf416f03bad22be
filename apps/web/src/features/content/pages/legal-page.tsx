import { useDocumentTitle } from '../../../lib/use-document-title';
import { ErrorState } from '../../../ui/error-state';
import { LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { usePage } from '../api/get-page';
import { RichContent } from '../components/rich-content';

/** Terms and privacy (spec §2): the page's meta_title as heading, its rich content below. */
export function LegalPage({ pageId, fallbackTitle }: { pageId: number; fallbackTitle: string }) {
  const page = usePage(pageId);
  const title = page.data?.meta_title || fallbackTitle;
  useDocumentTitle(title);
  return (
    <>
      <PageBanner title={title} />
      <div className="container section">
        {page.isPending ? <LoadingOverlay /> : null}
        {page.isError ? <ErrorState onRetry={() => void page.refetch()} /> : null}
        {page.data ? (
          <article className="legal-page">
            <RichContent html={page.data.page_content} />
          </article>
        ) : null}
      </div>
    </>
  );
}
