import type { DomainMessages } from './define';

/** Issue 7 back office, catalog: server messages owned by that module. */
const en = {
  admin_catalog_placeholder: 'Catalog',
} as const;

export const adminCatalogMessages: DomainMessages<typeof en> = {
  en,
  fr: { admin_catalog_placeholder: 'Catalog' },
  de: { admin_catalog_placeholder: 'Catalog' },
  ae: { admin_catalog_placeholder: 'Catalog' },
  ka: { admin_catalog_placeholder: 'Catalog' },
};
