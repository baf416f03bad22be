import { useTranslation } from 'react-i18next';
import { formatUnitList, type Allergen, type DietaryTag } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import './dietary-marks.css';

/** 20×20 line icons (stroke), one per mark: a leaf, a sprout, a crossed ear of wheat, a crescent, a chilli. */
const TAG_ICONS: Record<DietaryTag, string> = {
  vegetarian: 'M4 16c0-7 5-12 12-12 0 7-5 12-12 12zM4 16l7-7',
  vegan: 'M10 17V9M10 9c0-3-2-5-6-5 0 3 2 5 6 5zM10 11c0-3 2-5 6-5 0 3-2 5-6 5z',
  gluten_free: 'M10 17V5M10 8l-3-2M10 8l3-2M10 12l-3-2M10 12l3-2M3 3l14 14',
  halal: 'M13 3.5a7 7 0 1 0 3.5 12.5 6 6 0 1 1-3.5-12.5z',
  spicy: 'M12 5c-1-2 1-3 2-2M12 5c3 0 5 2 4 5-1 4-6 7-11 7 3-2 5-5 5-8 0-2 1-4 2-4z',
};
/** A tick: a chosen filter. */
export const CHECK_ICON = 'M4 10.5l4 4 8-9';
/** A warning triangle: what the allergen line starts with. */
const ALLERGEN_ICON = 'M10 3l8 14H2zM10 8v4M10 14.5v.5';

export function MarkIcon({ path }: { path: string }) {
  return (
    <svg
      className="dietary-icon"
      viewBox="0 0 20 20"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * Issue 16 item 4: a dish's dietary marks, each an icon with its name. `vegetarian` can be left
 * to the veg marker beside it (cards), so the mark is not said twice.
 */
export function DietaryTags({
  tags,
  withoutVegetarian = false,
}: {
  tags: readonly DietaryTag[];
  withoutVegetarian?: boolean;
}) {
  const { t } = useTranslation();
  const shown = withoutVegetarian ? tags.filter((tag) => tag !== 'vegetarian') : tags;
  if (shown.length === 0) return null;
  return (
    <ul className="inline-list dietary-tags" aria-label={t('dietary.marks')}>
      {shown.map((tag) => (
        <li key={tag} className={`dietary-tag dietary-tag--${tag}`}>
          <MarkIcon path={TAG_ICONS[tag]} />
          {t(`dietary.tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

/** The allergens' names as a list in the page's language ("Gluten, Milk and Sesame"). */
export function useAllergenNames() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (allergens: readonly Allergen[]) =>
    formatUnitList(
      allergens.map((allergen) => t(`dietary.allergens.${allergen}`)),
      language,
    );
}

/** "Contains: Gluten, Sesame": nothing when the dish contains none of the 14. */
export function AllergenLine({ allergens }: { allergens: readonly Allergen[] }) {
  const { t } = useTranslation();
  const names = useAllergenNames();
  if (allergens.length === 0) return null;
  return (
    <p className="dietary-contains">
      <MarkIcon path={ALLERGEN_ICON} />
      {t('dietary.contains', { list: names(allergens) })}
    </p>
  );
}

/** The allergens in full (the dish's details): each named, or that it contains none of them. */
export function AllergenDetails({ allergens }: { allergens: readonly Allergen[] }) {
  const { t } = useTranslation();
  return (
    <section className="dietary-details" aria-labelledby="dietary-details-title">
      <h3 id="dietary-details-title" className="dietary-details__title">
        {t('dietary.allergens_title')}
      </h3>
      {allergens.length > 0 ? (
        <ul className="inline-list dietary-tags">
          {allergens.map((allergen) => (
            <li key={allergen} className="dietary-tag dietary-tag--allergen">
              <MarkIcon path={ALLERGEN_ICON} />
              {t(`dietary.allergens.${allergen}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="fine-print">{t('dietary.no_allergens')}</p>
      )}
      <p className="fine-print dietary-details__note">{t('dietary.allergy_note')}</p>
    </section>
  );
}
