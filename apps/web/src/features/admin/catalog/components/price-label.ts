import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsRecord } from '../../content/api/settings';

/** A price field's label, with "(incl. VAT)" or "(excl. VAT)" once the setting is known. */
export type PriceLabel = (label: string) => string;

/**
 * Issue 17 item 3: a catalog price's label says which price the shop expects, with or without
 * VAT, after the shop's `prices_include_vat` setting (GET /admin/settings, the settings page's
 * own query). Until the settings arrive, or if they cannot be read, the plain label. Called
 * once per form and handed to its fields, so a form asks for the settings once.
 */
export function usePriceLabel(): PriceLabel {
  const { t } = useTranslation();
  const pricesIncludeVat = settingsRecord.useRecord().data?.prices_include_vat;
  return useCallback(
    (label: string) =>
      pricesIncludeVat === undefined
        ? label
        : t(
            pricesIncludeVat
              ? 'admin_catalog.common.price_incl_vat'
              : 'admin_catalog.common.price_excl_vat',
            { label },
          ),
    [pricesIncludeVat, t],
  );
}
