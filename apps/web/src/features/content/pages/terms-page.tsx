import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';
import { PAGE_IDS } from '@storefront/shared';

export function TermsPage() {
  const { t } = useTranslation();
  return <LegalPage pageId={PAGE_IDS.terms} fallbackTitle={t('terms.title')} />;
}
