import type { AdminTexts } from '../shell/define-texts';

/** The back office's catalog pages' texts (issue 7), in the five languages. */
const en = {
  admin_catalog: {
    title: 'Catalog',
  },
};

export type AdminCatalogTexts = typeof en;

export const adminCatalogTexts: AdminTexts<AdminCatalogTexts> = {
  en,
  fr: { admin_catalog: { title: 'Catalog' } },
  de: { admin_catalog: { title: 'Catalog' } },
  ae: { admin_catalog: { title: 'Catalog' } },
  ka: { admin_catalog: { title: 'Catalog' } },
};
