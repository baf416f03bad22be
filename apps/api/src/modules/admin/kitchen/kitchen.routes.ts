import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  errorResponses,
  kitchenBoardResponseSchema,
  kitchenStepParamsSchema,
  kitchenStepRequestSchema,
  kitchenStepResponseSchema,
  kitchenStreamQuerySchema,
  languageQuerySchema,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { requireCaller } from '../../../platform/identity';
import { orderView } from '../../hours/hours.service';
import { eventsAfter, lastEventId } from './kitchen.repository';
import { advanceKitchenStep, kitchenCards } from './kitchen.service';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** What a browser waits before reconnecting after a dropped stream. */
const RETRY_MS = 2_000;

/**
 * Issue 15 item 3: the kitchen board (operators only, checked by the admin scope): the board
 * now, its live events as Server-Sent Events resumable with Last-Event-ID, and the next step.
 */
export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: kitchen'];

  app.get(
    adminPaths.kitchen,
    {
      schema: {
        tags,
        summary: 'Paid orders to deliver, soonest delivery first, and the last event id',
        querystring: languageQuerySchema,
        response: { 200: kitchenBoardResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const view = await orderView(app, request.query.language);
      // The event id first: an event after it reaches the board through the stream, at worst
      // twice (the client keeps the newest).
      const last = await lastEventId(app.db);
      return ok(request.query.language, {
        last_event_id: last,
        orders: await kitchenCards(app.db, view),
      });
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
      const header = Number(request.headers['last-event-id']);
      let cursor = Number.isInteger(header) && header >= 0 ? header : request.query.last_event_id;
      cursor ??= await lastEventId(app.db);

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Nginx and similar proxies must pass events on at once.
        'x-accel-buffering': 'no',
      });
      out.write(`retry: ${RETRY_MS}\n\n`);

      let reading = false;
      let again = false;
      let open = true;
      const send = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const events = await eventsAfter(app.db, cursor ?? 0);
            if (events.length === 0) break;
            const cards = await kitchenCards(app.db, view, [
              ...new Set(events.map((event) => event.orderId)),
            ]);
            for (const event of events) {
              const order = cards.find((card) => card.id === event.orderId);
              if (order && open) {
                out.write(
                  `id: ${event.eventId}\nevent: order\ndata: ${JSON.stringify({ order })}\n\n`,
                );
              }
              cursor = event.eventId;
            }
            again ||= events.length > 0;
          } while (again && open);
        } catch (error) {
          request.log.warn({ err: error }, 'kitchen stream: could not read events');
        } finally {
          reading = false;
        }
      };
      const stop = app.kitchenFeed.listen(() => void send());
      const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const close = () => {
        if (!open) return;
        open = false;
        stop();
        clearInterval(keepAlive);
        app.kitchenStreams.delete(close);
        out.end();
      };
      app.kitchenStreams.add(close);
      request.raw.on('close', close);
      await send();
    },
  );

  app.post(
    adminPaths.orderStep(':id'),
    {
      schema: {
        tags,
        summary: 'Move an order to its next kitchen step (delivered completes it)',
        params: kitchenStepParamsSchema,
        body: kitchenStepRequestSchema,
        response: { 200: kitchenStepResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { language, step } = request.body;
      await advanceKitchenStep(app.db, request.params.id, step, user.id);
      await app.kitchenFeed.publish();
      const [card] = await kitchenCards(app.db, await orderView(app, language), [
        request.params.id,
      ]);
      return ok(language, card!, 'kitchen_step_saved');
    },
  );
};
