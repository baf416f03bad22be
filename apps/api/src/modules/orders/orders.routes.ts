import { planDelivery } from '../hours/delivery.service';
import { assertTakingOrders, orderView } from '../hours/hours.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  colleaguesResponseSchema,
  languageQuerySchema,
  orderDetailsResponseSchema,
  orderParamsSchema,
  orderStreamQuerySchema,
  orderPaths,
  ordersQuerySchema,
  ordersResponseSchema,
  reorderRequestSchema,
  reorderResponseSchema,
  LANGUAGE_TAGS,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import { requireCaller } from '../../platform/identity';
import type { PaymentProviders } from '../payments/providers';
import { checkout } from './checkout.service';
import { reorder } from './reorder.service';
import { findCartCaller } from '../cart/cart.owner';
import { colleaguesOf, kitchenStepOf, listOrders, orderDetails, ownOrder } from './orders.service';
import { historyAfter } from './orders.repository';
import { invoiceFile, invoiceOrder, type InvoiceKind } from '../invoices/invoice.service';
import { lastEventId } from '../admin/kitchen/kitchen.repository';
import { resumeAfter, serveEventStream } from '../../platform/event-stream';

/** Checkout and the customer's orders (spec §2, §4, §7; DESIGN §6). All need login. */
export const orderRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  options,
) => {
  const tags = ['orders'];
  const documented = routeSchema(tags);

  app.post(
    orderPaths.checkout,
    documented(
      'Turn the caller’s cart into a Pending order with a payment session; answers the paymentLink (spec §7, DESIGN §6)',
      { body: checkoutRequestSchema },
      checkoutResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, ordered_for_user_id, delivery_slot, asap, note } = request.body;
      // Issue 15: no order while the shop is closed, unless it takes orders ahead.
      await assertTakingOrders(app, language);
      const created = await checkout(
        {
          db: app.db,
          provider: options.providers.active,
          publicUrl: app.config.PUBLIC_URL,
          log: request.log,
          planDelivery: (place) =>
            planDelivery(app, place, { deliverySlot: delivery_slot, asap: asap !== undefined }),
        },
        user,
        { language, orderedForUserId: ordered_for_user_id, note },
      );
      return ok(language, created, 'checkout_created');
    },
  );

  app.post(
    orderPaths.reorder(':id'),
    documented(
      'Put an order’s lines and combo picks back in the caller’s cart at today’s prices, naming what can no longer be ordered (issue 16)',
      { params: orderParamsSchema, body: reorderRequestSchema },
      reorderResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language } = request.body;
      const caller = findCartCaller(request, {});
      if (!caller) throw new Error('a signed-in caller has a cart');
      const answer = await reorder({ db: app.db, language, ...caller }, user.id, request.params.id);
      return answer.skipped.length === 0
        ? ok(language, answer, 'reorder_added')
        : ok(language, answer, 'reorder_added_except', {
            names: new Intl.ListFormat(LANGUAGE_TAGS[language]).format(answer.skipped),
          });
    },
  );

  app.get(
    orderPaths.colleagues,
    documented(
      'Colleagues the caller may order for: same company, while it has an active subscription (spec §1)',
      { querystring: languageQuerySchema },
      colleaguesResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      return ok(request.query.language, await colleaguesOf(app.db, user.id));
    },
  );

  app.get(
    orderPaths.orders,
    documented(
      'Orders the caller made or that were made for them, newest first, paged (spec §2)',
      { querystring: ordersQuerySchema },
      ordersResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, page, limit, reference } = request.query;
      const orders = await listOrders(
        app.db,
        user.id,
        await orderView(app, request.query.language),
        {
          page,
          limit,
          reference,
        },
      );
      return ok(language, { orders }, orders.total === 0 ? 'no_orders' : 'ok');
    },
  );

  app.get(
    orderPaths.orderStream(':id'),
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: `order` events (status and kitchen step) as the order moves, for its customer',
        params: orderParamsSchema,
        querystring: orderStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const { user } = requireCaller(request);
      const orderId = request.params.id;
      await ownOrder(app.db, user.id, orderId);
      // Without a resume point: from now (the page has just read the order).
      const start =
        resumeAfter(request, request.query.last_event_id) ?? (await lastEventId(app.db));
      serveEventStream(app, request, reply, start, async (cursor) => {
        const rows = await historyAfter(app.db, orderId, cursor);
        if (rows.length === 0) return [];
        const order = await ownOrder(app.db, user.id, orderId);
        const now = { status: order.status, step: kitchenStepOf(order.kitchenStep) };
        return rows.map((row) => ({ id: row.id, event: 'order', data: now }));
      });
    },
  );

  app.get(
    orderPaths.order(':id'),
    documented(
      'An order’s details: lines with picks, totals, history; only for its orderer or the person ordered for (spec §2)',
      { params: orderParamsSchema, querystring: languageQuerySchema },
      orderDetailsResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const view = await orderView(app, request.query.language);
      return ok(
        request.query.language,
        await orderDetails(app.db, user.id, request.params.id, view),
      );
    },
  );

  /** The PDF of an order's invoice or credit note, for its customer, its recipient or an operator. */
  const documentRoute = (kind: InvoiceKind, path: string, summary: string) =>
    app.get(
      path,
      // The bytes go out as they are (Fastify serialises no Buffer); the schema names them.
      documented(
        summary,
        { params: orderParamsSchema, querystring: languageQuerySchema },
        z.any().describe('The document (application/pdf)'),
      ),
      async (request, reply) => {
        const { user } = requireCaller(request);
        const order = await invoiceOrder(app.db, user, request.params.id);
        const file = await invoiceFile(app.db, order, request.query.language, kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.pdf);
      },
    );
  documentRoute(
    'invoice',
    orderPaths.invoice(':id'),
    'A paid order’s tax invoice as a PDF in the caller’s language; its customer, its recipient or an operator; 409 invoice_not_ready before payment',
  );
  documentRoute(
    'credit_note',
    orderPaths.creditNote(':id'),
    'The credit note cancelling the invoice of an order cancelled after payment, as a PDF in the caller’s language; 409 credit_note_not_ready for any other order',
  );
};
