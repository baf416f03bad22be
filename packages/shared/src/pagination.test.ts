import { describe, expect, it } from 'vitest';
import { paginationSlots } from './pagination';

describe('paginationSlots (spec §2: first 5, last 3, neighbours within 1)', () => {
  it('shows every page when there are few', () => {
    expect(paginationSlots(1, 3)).toEqual([1, 2, 3]);
    expect(paginationSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('puts an ellipsis between the first five and the last three', () => {
    expect(paginationSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 18, 19, 20]);
  });

  it('shows the neighbours of a page in the middle, with ellipses on both sides', () => {
    expect(paginationSlots(10, 20)).toEqual([
      1,
      2,
      3,
      4,
      5,
      'ellipsis',
      9,
      10,
      11,
      'ellipsis',
      18,
      19,
      20,
    ]);
  });

  it('joins neighbours to the first pages without an ellipsis when adjacent', () => {
    expect(paginationSlots(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 18, 19, 20]);
    expect(paginationSlots(16, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range and answers nothing for no pages', () => {
    expect(paginationSlots(99, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8, 9, 10]);
    expect(paginationSlots(1, 0)).toEqual([]);
  });
});
