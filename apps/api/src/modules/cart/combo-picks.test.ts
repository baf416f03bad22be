import { describe, expect, it } from 'vitest';
import { attributePicks, type ComboCategoryOffer } from './combo-picks';

function offer(
  comboCategoryId: number,
  qty: number,
  itemIds: number[],
  unavailable: number[] = [],
  maxQty = qty,
): ComboCategoryOffer {
  return {
    comboCategoryId,
    qty,
    maxQty,
    name: `category ${comboCategoryId}`,
    items: new Map(itemIds.map((id) => [id, { isAvailable: !unavailable.includes(id) }])),
  };
}

describe('attributePicks (spec §5 combo rule)', () => {
  const combo = [offer(1, 1, [10, 11, 12]), offer(2, 2, [20, 21, 22])];

  it('attributes each pick to the category offering it, duplicates ignored', () => {
    expect(attributePicks(combo, [20, 10, 21, 20])).toEqual({
      ok: true,
      picks: [
        { comboCategoryId: 1, itemId: 10 },
        { comboCategoryId: 2, itemId: 20 },
        { comboCategoryId: 2, itemId: 21 },
      ],
    });
  });

  it('names the first category with too few picks and its qty', () => {
    expect(attributePicks(combo, [10, 20])).toEqual({
      ok: false,
      problem: { kind: 'too_few', qty: 2, categoryName: 'category 2' },
    });
    expect(attributePicks(combo, [20])).toEqual({
      ok: false,
      problem: { kind: 'too_few', qty: 1, categoryName: 'category 1' },
    });
  });

  it('refuses an item no category of the combo offers, and one taken off the menu', () => {
    expect(attributePicks(combo, [10, 20, 21, 99])).toEqual({
      ok: false,
      problem: { kind: 'not_offered', itemId: 99 },
    });
    expect(attributePicks([offer(1, 1, [10, 11], [11])], [11])).toEqual({
      ok: false,
      problem: { kind: 'unavailable', itemId: 11 },
    });
  });

  it('refuses more picks than a step takes, naming the step and its qty', () => {
    // Issue 17: a "Choose 1" step that took six mains gave five away.
    expect(attributePicks(combo, [10, 11, 20, 21])).toEqual({
      ok: false,
      problem: { kind: 'too_many', maxQty: 1, categoryName: 'category 1' },
    });
    expect(attributePicks(combo, [10, 20, 21, 22])).toEqual({
      ok: false,
      problem: { kind: 'too_many', maxQty: 2, categoryName: 'category 2' },
    });
  });

  it('places an item two steps offer in the step with room before calling it one too many', () => {
    const shared = [offer(1, 1, [5, 6]), offer(2, 1, [5, 7])];
    expect(attributePicks(shared, [6, 5])).toEqual({
      ok: true,
      picks: [
        { comboCategoryId: 1, itemId: 6 },
        { comboCategoryId: 2, itemId: 5 },
      ],
    });
    expect(attributePicks(shared, [6, 5, 7])).toMatchObject({
      ok: false,
      problem: { kind: 'too_many', maxQty: 1 },
    });
  });

  it('finds an attribution when an item is offered by two categories', () => {
    // 5 is offered by both; 6 only by the first. Taking 5 for the first would leave the second
    // short: the matching moves it.
    const shared = [offer(1, 1, [5, 6]), offer(2, 1, [5])];
    expect(attributePicks(shared, [5, 6])).toEqual({
      ok: true,
      picks: [
        { comboCategoryId: 1, itemId: 6 },
        { comboCategoryId: 2, itemId: 5 },
      ],
    });
  });

  it('takes extras up to a step’s maximum, required places first (issue 17 item 4)', () => {
    // Sides: choose 1, up to 3; drink: choose 1.
    const extras = [offer(1, 1, [10, 11, 12, 13], [], 3), offer(2, 1, [20, 21])];
    expect(attributePicks(extras, [10, 11, 12, 20])).toMatchObject({ ok: true });
    expect(attributePicks(extras, [10, 11, 12, 13, 20])).toEqual({
      ok: false,
      problem: { kind: 'too_many', maxQty: 3, categoryName: 'category 1' },
    });
    // Extras never stand in for a required pick elsewhere.
    expect(attributePicks(extras, [10, 11, 12])).toEqual({
      ok: false,
      problem: { kind: 'too_few', qty: 1, categoryName: 'category 2' },
    });
    // 5 is offered by both steps: as an extra of the first it would leave the second short, so
    // it fills the second's required place.
    const shared = [offer(1, 1, [5, 6, 7], [], 3), offer(2, 1, [5, 8])];
    expect(attributePicks(shared, [6, 7, 5])).toEqual({
      ok: true,
      picks: [
        { comboCategoryId: 1, itemId: 6 },
        { comboCategoryId: 1, itemId: 7 },
        { comboCategoryId: 2, itemId: 5 },
      ],
    });
  });
});
