import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  formatOpening,
  type Language,
  type MessageKey,
  type OrderingStatus,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { AppError } from '../../platform/errors';
import { loadSchedule, windowTexts, type StoredSchedule } from './hours.repository';
import { localDayOf, orderingState, type OrderingState } from './schedule';

const SCHEDULE_KEY = 'opening-hours';

/**
 * The schedule, from the catalog cache (decision 053): read on every checkout and storefront
 * visit, changed only by the back office, whose save invalidates the cache in every process.
 */
export function readSchedule(app: FastifyInstance): Promise<StoredSchedule> {
  return app.catalogCache.get(SCHEDULE_KEY, () => loadSchedule(app.db));
}

/** What the closed notice says, or null while open. */
function closedNotice(
  state: OrderingState,
  schedule: StoredSchedule,
  language: Language,
): { key: MessageKey; when: string } | null {
  if (state.openNow) return null;
  if (state.paused) return { key: 'orders_paused', when: '' };
  if (!state.opensAt) return { key: 'shop_closed_no_opening', when: '' };
  const when = formatOpening(state.opensAt, language, schedule.timeZone);
  return { key: state.acceptsOrders ? 'shop_closed_order_ahead' : 'shop_closed_opens', when };
}

/** Checkout refuses while the shop takes no orders (409), saying when ordering opens. */
export class ShopClosedError extends AppError {
  constructor(key: MessageKey, when: string) {
    super(409, key, [], { when });
  }
}

export async function assertTakingOrders(app: FastifyInstance, language: Language): Promise<void> {
  const schedule = await readSchedule(app);
  const state = orderingState(schedule, app.clock());
  if (state.acceptsOrders) return;
  const notice = closedNotice(state, schedule, language);
  if (notice) throw new ShopClosedError(notice.key, notice.when);
}

/** GET /api/opening-hours: the state now, the week and the closures not yet over. */
export async function orderingStatus(
  app: FastifyInstance,
  language: Language,
): Promise<OrderingStatus> {
  const schedule = await readSchedule(app);
  const now = app.clock();
  const state = orderingState(schedule, now);
  const notice = closedNotice(state, schedule, language);
  const today = new Date(localDayOf(now, schedule.timeZone)).toISOString().slice(0, 10);
  return {
    time_zone: schedule.timeZone,
    open_now: state.openNow,
    accepts_orders: state.acceptsOrders,
    opens_at: state.opensAt?.toISOString() ?? null,
    closes_at: state.closesAt?.toISOString() ?? null,
    notice: notice ? translateMessage(notice.key, language, { when: notice.when }) : null,
    order_ahead_days: schedule.orderAheadDays,
    week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      windows: schedule.windows
        .filter((window) => window.weekday === weekday)
        .map((window) => {
          const { opens, closes } = windowTexts(window);
          return { opens, closes };
        }),
    })),
    closures: schedule.closures
      .filter((closure) => closure.endsOn >= today)
      .map((closure) => ({
        starts_on: closure.startsOn,
        ends_on: closure.endsOn,
        reason:
          (language === DEFAULT_LANGUAGE ? undefined : closure.reason[language]?.reason) ||
          closure.reason.en.reason,
      })),
  };
}

/** The shop's time zone with the reader's language: how promised deliveries are written. */
export async function orderView(app: FastifyInstance, language: Language) {
  return { language, timeZone: (await readSchedule(app)).timeZone };
}
