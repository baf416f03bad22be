import { describe, expect, it } from 'vitest';
import { asapEstimate, bookableSlots, earliestDelivery, parseSlotKey } from './delivery';
import type { Schedule } from './schedule';

const at = (iso: string) => Date.parse(iso);
const HOUR = 60;

/** Sunday to Thursday 10:00–15:00 in Manama; slots for building 7 and university 3. */
const shop: Schedule = {
  timeZone: 'Asia/Bahrain',
  orderAheadDays: 0,
  windows: [0, 1, 2, 3, 4].map((weekday) => ({
    weekday,
    opensMinute: 10 * HOUR,
    closesMinute: 15 * HOUR,
  })),
  closures: [],
  asapLeadMinutes: null,
  slots: [
    // 12:00–12:30, orders until 10:30, 2 places.
    {
      id: 1,
      buildingId: 7,
      universityId: null,
      startsMinute: 720,
      endsMinute: 750,
      cutoffMinute: 630,
      capacity: 2,
    },
    // 13:00–13:30, orders until 11:30, 5 places.
    {
      id: 2,
      buildingId: 7,
      universityId: null,
      startsMinute: 780,
      endsMinute: 810,
      cutoffMinute: 690,
      capacity: 5,
    },
    {
      id: 3,
      buildingId: null,
      universityId: 3,
      startsMinute: 720,
      endsMinute: 780,
      cutoffMinute: 660,
      capacity: 50,
    },
  ],
};
const building7 = { buildingId: 7, universityId: null };
const none = () => 0;

describe('bookable delivery slots (issue 15 item 2), Asia/Bahrain', () => {
  it('today’s slots of the place before their cut-off, soonest first, with their places', () => {
    // Tuesday 24 November 2026, 09:00 in Manama.
    const slots = bookableSlots(shop, building7, at('2026-11-24T06:00:00Z'), none);
    expect(slots.map((slot) => [slot.key, slot.from.toISOString(), slot.remaining])).toEqual([
      ['1@2026-11-24', '2026-11-24T09:00:00.000Z', 2],
      ['2@2026-11-24', '2026-11-24T10:00:00.000Z', 5],
    ]);
    expect(slots[0]?.cutoff.toISOString()).toBe('2026-11-24T07:30:00.000Z');
  });

  it('a slot past its cut-off or fully booked is no longer offered', () => {
    // 10:45: the 12:00 slot closed at 10:30.
    const late = bookableSlots(shop, building7, at('2026-11-24T07:45:00Z'), none);
    expect(late.map((slot) => slot.key)).toEqual(['2@2026-11-24']);
    const full = bookableSlots(shop, building7, at('2026-11-24T06:00:00Z'), (key) =>
      key === '1@2026-11-24' ? 2 : 1,
    );
    expect(full.map((slot) => [slot.key, slot.remaining])).toEqual([['2@2026-11-24', 4]]);
  });

  it('order-ahead days add the next opening days, skipping closed weekdays and closures', () => {
    const ahead = {
      ...shop,
      orderAheadDays: 3,
      closures: [{ startsOn: '2026-11-25', endsOn: '2026-11-25' }],
    };
    // Tuesday 16:00: today's slots are over; Wednesday is a closure; Thursday is open; Friday is
    // not an opening day.
    const slots = bookableSlots(ahead, building7, at('2026-11-24T13:00:00Z'), none);
    expect(slots.map((slot) => slot.key)).toEqual(['1@2026-11-26', '2@2026-11-26']);
  });

  it('ASAP is offered where the shop sets a lead time and takes orders', () => {
    const asap = { ...shop, asapLeadMinutes: 45 };
    expect(asapEstimate(asap, at('2026-11-24T08:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T08:45:00.000Z',
    );
    // Closed at 16:00 without order-ahead days: no ASAP.
    expect(asapEstimate(asap, at('2026-11-24T13:00:00Z'))).toBeNull();
    expect(earliestDelivery(asap, building7, at('2026-11-24T08:00:00Z'), none)?.kind).toBe('asap');
  });

  it('the earliest delivery: the next slot; none for a place without slots; undefined when all are gone', () => {
    const nine = at('2026-11-24T06:00:00Z');
    const earliest = earliestDelivery(shop, building7, nine, none);
    expect(earliest?.kind === 'slot' && earliest.slot.key).toBe('1@2026-11-24');
    expect(earliestDelivery(shop, { buildingId: 99, universityId: null }, nine, none)).toEqual({
      kind: 'none',
    });
    expect(earliestDelivery(shop, building7, at('2026-11-24T13:00:00Z'), none)).toBeUndefined();
  });

  it('slot ids are `<slot>@<day>` and nothing else', () => {
    expect(parseSlotKey('12@2026-11-24')).toEqual({ slotId: 12, day: '2026-11-24' });
    expect(parseSlotKey('12')).toBeUndefined();
    expect(parseSlotKey('x@2026-11-24')).toBeUndefined();
  });
});
