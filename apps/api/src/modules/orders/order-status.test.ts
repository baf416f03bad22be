import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared';
import { ORDER_TRANSITIONS, canTransition, type OrderActor } from './order-status';

const ACTORS: OrderActor[] = ['customer', 'provider', 'system', 'admin'];

/** DESIGN §6, written out once more by hand: the only changes there are, and who makes them. */
const ALLOWED: Record<string, OrderActor[]> = {
  'Pending→Processing': ['provider'],
  'Pending→Cancelled': ['customer', 'provider', 'system', 'admin'],
  'Processing→Completed': ['admin'],
  'Processing→Cancelled': ['admin'],
};

describe('order transitions (DESIGN §6)', () => {
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED[`${from}→${to}`] ?? [];
    for (const actor of ACTORS) {
      expect(canTransition(from, to, actor), `${from}→${to} by ${actor}`).toBe(
        allowed.includes(actor),
      );
    }
  });

  it('Completed and Cancelled are final', () => {
    expect(ORDER_TRANSITIONS.Completed).toEqual({});
    expect(ORDER_TRANSITIONS.Cancelled).toEqual({});
  });
});
