import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLERGENS,
  DIETARY_TAGS,
  inListOrder,
  type Allergen,
  type DietaryFilter as Filter,
  type DietaryTag,
} from '@storefront/shared';
import { useAddressParams } from '../lib/routing/page-param';
import { CHECK_ICON, MarkIcon } from './dietary-marks';
import { EmptyState } from './empty-state';
import './dietary-marks.css';

/** The address's parameters of the dietary filter (`?tags=vegan&without=peanuts,tree_nuts`). */
export const DIETARY_PARAMS = { tags: 'tags', without: 'without' } as const;

function keysIn<Key extends string>(list: readonly Key[], value: string | null): Key[] {
  return inListOrder(list, (value ?? '').split(',') as Key[]);
}

/**
 * Issue 16 item 4: the menu's and search's dietary filter, kept in the address so a link or
 * Back keeps it. Unknown keys in a hand-made address are dropped, not sent to the API.
 */
export function useDietaryFilter() {
  const { params, latest, update } = useAddressParams();
  const filterOf = (from: URLSearchParams) =>
    ({
      tags: keysIn(DIETARY_TAGS, from.get(DIETARY_PARAMS.tags)),
      without: keysIn(ALLERGENS, from.get(DIETARY_PARAMS.without)),
    }) satisfies Required<Filter>;
  const filter = filterOf(params);
  const write = (change: (next: URLSearchParams) => void) =>
    update(
      (next) => {
        change(next);
        // Another filter is another list: its first page.
        next.delete('page');
      },
      { preventScrollReset: true },
    );
  const change = (name: keyof typeof DIETARY_PARAMS, keys: string[]) =>
    write((next) => {
      if (keys.length > 0) next.set(DIETARY_PARAMS[name], keys.join(','));
      else next.delete(DIETARY_PARAMS[name]);
    });
  const toggled = <Key extends string>(list: readonly Key[], chosen: Key[], key: Key) =>
    inListOrder(list, chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  return {
    filter,
    active: filter.tags.length + filter.without.length > 0,
    toggleTag: (tag: DietaryTag) =>
      change('tags', toggled(DIETARY_TAGS, filterOf(latest()).tags, tag)),
    toggleAllergen: (allergen: Allergen) =>
      change('without', toggled(ALLERGENS, filterOf(latest()).without, allergen)),
    clear: () =>
      write((next) => {
        next.delete(DIETARY_PARAMS.tags);
        next.delete(DIETARY_PARAMS.without);
      }),
  };
}

/**
 * The filter's controls: a toggle per dietary mark ("Vegan") and, folded, a box per allergen to
 * avoid ("Peanuts"); the count of allergens avoided shows while folded.
 */
export function DietaryFilterBar() {
  const { t } = useTranslation();
  const { filter, active, toggleTag, toggleAllergen, clear } = useDietaryFilter();
  return (
    <section className="dietary-filter" aria-label={t('dietary.filter_label')}>
      <ul className="inline-list dietary-filter__tags">
        {DIETARY_TAGS.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              className="chip chip--toggle"
              aria-pressed={filter.tags.includes(tag)}
              onClick={() => toggleTag(tag)}
            >
              {filter.tags.includes(tag) ? <MarkIcon path={CHECK_ICON} /> : null}
              {t(`dietary.tags.${tag}`)}
            </button>
          </li>
        ))}
      </ul>
      <details className="dietary-filter__allergens" open={filter.without.length > 0 || undefined}>
        <summary className="chip">
          {filter.without.length > 0
            ? t('dietary.avoid_count', { count: filter.without.length })
            : t('dietary.avoid')}
        </summary>
        <fieldset className="dietary-filter__boxes">
          <legend className="visually-hidden">{t('dietary.avoid')}</legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="dietary-filter__box">
              <input
                type="checkbox"
                checked={filter.without.includes(allergen)}
                onChange={() => toggleAllergen(allergen)}
              />
              {t(`dietary.allergens.${allergen}`)}
            </label>
          ))}
        </fieldset>
      </details>
      {active ? (
        <button
          type="button"
          className="button button--ghost button--small dietary-filter__clear"
          onClick={clear}
        >
          {t('dietary.clear')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * "No data found" of a filtered list: with dietary marks or allergens chosen, it says so and
 * offers to clear them; otherwise the page's own way on (`action`).
 */
export function FilteredEmptyState({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  const { active, clear } = useDietaryFilter();
  return (
    <EmptyState title={t('no_data_found')} {...(active ? { text: t('dietary.none_found') } : {})}>
      {active ? (
        <button type="button" className="button button--primary" onClick={clear}>
          {t('dietary.clear')}
        </button>
      ) : (
        action
      )}
    </EmptyState>
  );
}
