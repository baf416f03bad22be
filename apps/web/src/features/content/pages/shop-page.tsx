import { useParams } from 'react-router';
import { LegalPage } from './legal-page';

/**
 * /pages/:id: a content page operators publish in the back office (issue 7) beyond the about,
 * privacy and terms pages the spec routes by name. Its title comes from the page itself.
 */
export function ShopPage() {
  const { id = '' } = useParams();
  const pageId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return <LegalPage key={pageId} pageId={pageId} fallbackTitle="" />;
}
