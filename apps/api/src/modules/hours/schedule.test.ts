import { describe, expect, it } from 'vitest';
import { orderingState, type Schedule } from './schedule';

const at = (iso: string) => Date.parse(iso);
const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};
const window = (weekday: number, opens: string, closes: string) => ({
  weekday,
  opensMinute: minutes(opens),
  closesMinute: minutes(closes),
});

/** Sunday to Thursday, lunch and dinner: the Bahraini working week. */
const bahrain: Schedule = {
  timeZone: 'Asia/Bahrain',
  orderAheadDays: 0,
  windows: [0, 1, 2, 3, 4].flatMap((day) => [
    window(day, '18:00', '22:00'),
    window(day, '11:00', '14:30'),
  ]),
  closures: [],
  asapLeadMinutes: null,
  slots: [],
};

describe('orderingState, Asia/Bahrain (UTC+3, no daylight saving)', () => {
  it('with no window at all, the shop is always open', () => {
    const state = orderingState({ ...bahrain, windows: [] }, at('2026-11-24T00:00:00Z'));
    expect(state).toEqual({ openNow: true, acceptsOrders: true, opensAt: null, closesAt: null });
  });

  it('before the first window: closed until 11:00 local (08:00 UTC)', () => {
    // Tuesday 24 November 2026, 10:00 in Manama.
    const state = orderingState(bahrain, at('2026-11-24T07:00:00Z'));
    expect(state.openNow).toBe(false);
    expect(state.acceptsOrders).toBe(false);
    expect(state.opensAt?.toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('inside a window: open until it closes; between windows: the next one', () => {
    const lunch = orderingState(bahrain, at('2026-11-24T09:00:00Z'));
    expect(lunch.openNow).toBe(true);
    expect(lunch.closesAt?.toISOString()).toBe('2026-11-24T11:30:00.000Z');
    const afternoon = orderingState(bahrain, at('2026-11-24T11:30:00Z'));
    expect(afternoon.openNow).toBe(false);
    expect(afternoon.opensAt?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('Thursday night waits for Sunday (no hours on Friday and Saturday)', () => {
    const state = orderingState(bahrain, at('2026-11-26T20:00:00Z'));
    expect(state.opensAt?.toISOString()).toBe('2026-11-29T08:00:00.000Z');
  });

  it('skips the days of a closure, first and last included', () => {
    const closed = {
      ...bahrain,
      closures: [{ startsOn: '2026-11-29', endsOn: '2026-11-30' }],
    };
    const state = orderingState(closed, at('2026-11-26T20:00:00Z'));
    expect(state.opensAt?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    // During the closure, inside what would be a window: closed.
    expect(orderingState(closed, at('2026-11-29T09:00:00Z')).openNow).toBe(false);
  });

  it('takes orders ahead when the next opening is within the order-ahead days', () => {
    const thursdayNight = at('2026-11-26T20:00:00Z');
    expect(orderingState({ ...bahrain, orderAheadDays: 2 }, thursdayNight).acceptsOrders).toBe(
      false,
    );
    expect(orderingState({ ...bahrain, orderAheadDays: 3 }, thursdayNight).acceptsOrders).toBe(
      true,
    );
  });

  it('a window may close at midnight', () => {
    const late = { ...bahrain, windows: [window(2, '20:00', '24:00')] };
    const state = orderingState(late, at('2026-11-24T20:59:00Z'));
    expect(state.openNow).toBe(true);
    expect(state.closesAt?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('closed for good when no window opens within a year', () => {
    const closedYear = { ...bahrain, closures: [{ startsOn: '2026-01-01', endsOn: '2028-01-01' }] };
    expect(orderingState(closedYear, at('2026-11-24T09:00:00Z'))).toEqual({
      openNow: false,
      acceptsOrders: false,
      opensAt: null,
      closesAt: null,
    });
  });
});

describe('orderingState, Europe/Berlin (daylight saving)', () => {
  const berlin: Schedule = {
    timeZone: 'Europe/Berlin',
    orderAheadDays: 0,
    windows: [0, 1, 2, 3, 4, 5, 6].map((day) => window(day, '11:00', '14:00')),
    closures: [],
    asapLeadMinutes: null,
    slots: [],
  };

  it('the night the clocks go back, 11:00 is 10:00 UTC instead of 09:00', () => {
    // Saturday 24 October 2026, 22:00 summer time; winter time from Sunday 03:00.
    expect(orderingState(berlin, at('2026-10-24T09:30:00Z')).openNow).toBe(true);
    const state = orderingState(berlin, at('2026-10-24T20:00:00Z'));
    expect(state.opensAt?.toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('the night the clocks go forward, 11:00 is 09:00 UTC instead of 10:00', () => {
    const state = orderingState(berlin, at('2026-03-28T20:00:00Z'));
    expect(state.opensAt?.toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(orderingState(berlin, at('2026-03-29T09:30:00Z')).closesAt?.toISOString()).toBe(
      '2026-03-29T12:00:00.000Z',
    );
  });

  it('the local day decides the weekday, not the UTC one', () => {
    // Monday 00:30 in Berlin is still Sunday in UTC; a Monday-only window counts from Monday.
    const mondays = { ...berlin, windows: [window(1, '00:00', '02:00')] };
    expect(orderingState(mondays, at('2026-11-29T23:30:00Z')).openNow).toBe(true);
  });
});
