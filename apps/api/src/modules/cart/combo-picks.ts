import type { ComboPick } from './cart.repository';

/**
 * Spec §5 / DESIGN §5 combo rule: each combo category needs at least `qty` picks, only from its
 * own items; and a step takes no more than its `maxQty` (issue 17: a "Choose 1" step that took
 * six mains gave five away at the combo's price; item 4: `qty` unless the shop sells extras).
 * Pure: the caller reads the combo's categories and turns a problem into an answer.
 */

export interface ComboCategoryOffer {
  comboCategoryId: number;
  qty: number;
  /** The most picks the step takes (>= qty); those beyond `qty` are priced extras. */
  maxQty: number;
  /** What the `info_select_items` message calls the category, in the caller's language. */
  name: string;
  /** Offered item id → whether it can be ordered now. */
  items: ReadonlyMap<number, { isAvailable: boolean }>;
}

export type PickProblem =
  | { kind: 'not_offered'; itemId: number }
  | { kind: 'unavailable'; itemId: number }
  | { kind: 'too_few'; qty: number; categoryName: string }
  | { kind: 'too_many'; maxQty: number; categoryName: string };

export type PickResult = { ok: true; picks: ComboPick[] } | { ok: false; problem: PickProblem };

/**
 * Attributes picked item ids (spec §7 `combo_items`, duplicates ignored) to the combo's
 * categories. The ids do not say which category they were ticked in, and one item may be offered
 * by two categories of a combo; so the required places are filled by a maximum matching (a pick
 * moves to another category that offers it when that frees a place), which finds an attribution
 * whenever one exists. The required places (`qty`) are filled first, then the extra ones (up to
 * `maxQty`): augmenting never takes a pick out of a category, so filling extras cannot undo a
 * required place. A pick left without a place is one too many for the steps offering it.
 */
export function attributePicks(
  categories: readonly ComboCategoryOffer[],
  itemIds: readonly number[],
): PickResult {
  const picks = [...new Set(itemIds)];
  const offering = new Map<number, number[]>();
  for (const itemId of picks) {
    const indexes = categories.flatMap((category, index) =>
      category.items.has(itemId) ? [index] : [],
    );
    if (indexes.length === 0) return { ok: false, problem: { kind: 'not_offered', itemId } };
    const available = indexes.some((index) => categories[index]?.items.get(itemId)?.isAvailable);
    if (!available) return { ok: false, problem: { kind: 'unavailable', itemId } };
    offering.set(itemId, indexes);
  }

  // Kuhn's augmenting paths over categories with `places(category)` places each.
  const placed: number[][] = categories.map(() => []);
  const place = (
    itemId: number,
    places: (category: ComboCategoryOffer) => number,
    visited: Set<number>,
  ): boolean => {
    for (const index of offering.get(itemId) ?? []) {
      if (visited.has(index)) continue;
      visited.add(index);
      const category = categories[index];
      const taken = placed[index] ?? [];
      if (category && taken.length < places(category)) {
        taken.push(itemId);
        return true;
      }
      for (let slot = 0; slot < taken.length; slot++) {
        const other = taken[slot];
        if (other !== undefined && place(other, places, visited)) {
          taken[slot] = itemId;
          return true;
        }
      }
    }
    return false;
  };
  const required = picks.filter((itemId) => !place(itemId, (c) => c.qty, new Set()));
  // The first step a pick found full; reported after a short step, as the combo modal does.
  let full: ComboCategoryOffer | undefined;
  for (const itemId of required) {
    if (!place(itemId, (c) => c.maxQty, new Set())) {
      full ??= categories[offering.get(itemId)?.[0] ?? -1];
    }
  }

  const short = categories.findIndex((category, index) => {
    return (placed[index]?.length ?? 0) < category.qty;
  });
  const shortCategory = categories[short];
  if (shortCategory) {
    return {
      ok: false,
      problem: { kind: 'too_few', qty: shortCategory.qty, categoryName: shortCategory.name },
    };
  }
  if (full) {
    return {
      ok: false,
      problem: { kind: 'too_many', maxQty: full.maxQty, categoryName: full.name },
    };
  }
  return {
    ok: true,
    picks: categories.flatMap((category, index) =>
      (placed[index] ?? []).map((itemId) => ({
        comboCategoryId: category.comboCategoryId,
        itemId,
      })),
    ),
  };
}
