import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageBanner } from '../../../ui/page-banner';
import { ContactForm } from '../components/contact-form';
import '../components/content.css';

/** /contact-us: the form, and beside it the shop's address, phone and e-mail (`aside`). */
export function ContactPage({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageBanner title={t('contact.title')} />
      <div className="container section">
        <div className="contact-layout">
          <section className="surface-card contact-panel" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="block-title">
              {t('contact.form_title')}
            </h2>
            <p className="contact-panel__text">{t('contact.form_text')}</p>
            <ContactForm />
          </section>
          {aside}
        </div>
      </div>
    </>
  );
}
