import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  kitchenBoardResponseSchema,
  kitchenStepParamsSchema,
  kitchenStepRequestSchema,
  kitchenStepResponseSchema,
  kitchenStreamQuerySchema,
  languageQuerySchema,
  ordersPausedRequestSchema,
  ordersPausedResponseSchema,
} from '@storefront/shared';
import { routeSchema } from '../../../platform/route-schema';
import { ok } from '../../../platform/envelope';
import { resumeAfter, serveEventStream } from '../../../platform/event-stream';
import { requireCaller } from '../../../platform/identity';
import { orderView, readSchedule } from '../../hours/hours.service';
import { setOrdersPaused } from '../../hours/hours.repository';
import { outForDeliveryMails } from './kitchen-mail';
import { eventsAfter, lastEventId } from './kitchen.repository';
import { advanceKitchenStep, kitchenCards } from './kitchen.service';

/**
 * Issue 15 item 3: the kitchen board (operators only, checked by the admin scope): the board
 * now, its live events as Server-Sent Events resumable with Last-Event-ID, and the next step.
 */
export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: kitchen'];
  const documented = routeSchema(tags);

  app.get(
    adminPaths.kitchen,
    documented(
      'Paid orders to deliver, soonest delivery first, and the last event id',
      { querystring: languageQuerySchema },
      kitchenBoardResponseSchema,
    ),
    async (request) => {
      const view = await orderView(app, request.query.language);
      // The event id first: an event after it reaches the board through the stream, at worst
      // twice (the client keeps the newest).
      const last = await lastEventId(app.db);
      return ok(request.query.language, {
        last_event_id: last,
        orders: await kitchenCards(app.db, view),
        orders_paused_at: (await readSchedule(app)).pausedAt ?? null,
      });
    },
  );

  app.put(
    adminPaths.ordersPaused,
    documented(
      'Pause new orders now (a full kitchen) or take them again; checkout and the storefront follow at once',
      { body: ordersPausedRequestSchema },
      ordersPausedResponseSchema,
    ),
    async (request) => {
      const { language, paused } = request.body;
      const pausedAt = await setOrdersPaused(app.db, paused);
      // The schedule is cached in every process (decision 053): they all read it again.
      await app.catalogCache.invalidate();
      return ok(
        language,
        { orders_paused_at: pausedAt?.toISOString() ?? null },
        paused ? 'orders_paused_saved' : 'orders_resumed_saved',
      );
    },
  );

  app.get(
    adminPaths.ordersStream,
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: `order` events (id: the event number) after Last-Event-ID or last_event_id',
        querystring: kitchenStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const view = await orderView(app, request.query.language);
      const start =
        resumeAfter(request, request.query.last_event_id) ?? (await lastEventId(app.db));
      serveEventStream(app, request, reply, start, async (cursor) => {
        const events = await eventsAfter(app.db, cursor);
        if (events.length === 0) return [];
        const cards = await kitchenCards(app.db, view, [
          ...new Set(events.map((event) => event.orderId)),
        ]);
        return events.flatMap((event) => {
          const order = cards.find((card) => card.id === event.orderId);
          return order ? [{ id: event.eventId, event: 'order', data: { order } }] : [];
        });
      });
    },
  );

  app.post(
    adminPaths.orderStep(':id'),
    documented(
      'Move an order to its next kitchen step (delivered completes it)',
      { params: kitchenStepParamsSchema, body: kitchenStepRequestSchema },
      kitchenStepResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, step } = request.body;
      const schedule = await readSchedule(app);
      await advanceKitchenStep(app.db, request.params.id, step, user.id, async (tx) => {
        if (step !== 'out_for_delivery' || !schedule.mailOutForDelivery) return;
        // A durable job committed with the step: a mail server's hiccup never undoes it.
        const mails = await outForDeliveryMails(
          tx,
          request.params.id,
          app.config.PUBLIC_URL,
          schedule.timeZone,
        );
        for (const mail of mails) await app.jobs.enqueueMail(tx, mail);
      });
      await app.kitchenFeed.publish();
      const [card] = await kitchenCards(app.db, await orderView(app, language), [
        request.params.id,
      ]);
      return ok(language, card!, 'kitchen_step_saved');
    },
  );
};
