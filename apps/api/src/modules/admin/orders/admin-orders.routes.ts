import { orderView } from '../../hours/hours.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailsResponseSchema,
  adminOrderParamsSchema,
  adminOrderStatusRequestSchema,
  adminOrderStatusResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOverviewQuerySchema,
  adminOverviewResponseSchema,
  adminPaths,
  languageQuerySchema,
} from '@storefront/shared';
import { routeSchema } from '../../../platform/route-schema';
import { ok } from '../../../platform/envelope';
import { requireCaller } from '../../../platform/identity';
import type { PaymentProviders } from '../../payments/providers';
import { statusChangeMails } from './admin-order-mail';
import {
  adminOrderDetails,
  adminOverview,
  changeOrderStatus,
  listAdminOrders,
  statusChangeOutcome,
  showAdminOrder,
} from './admin-orders.service';

/** Back office, orders (issue 7). The admin scope (admin.routes.ts) has already checked the role. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{
  providers: PaymentProviders;
}> = async (app, options) => {
  const documented = routeSchema(['admin: orders']);

  app.get(
    adminPaths.overview,
    documented(
      'Back office start page: today’s orders by status, open Processing orders, unhandled contact messages, unavailable items',
      { querystring: adminOverviewQuerySchema },
      adminOverviewResponseSchema,
    ),
    async (request) => {
      const { language, tz_offset } = request.query;
      return ok(language, await adminOverview(app.db, tz_offset));
    },
  );

  app.get(
    adminPaths.orders,
    documented(
      'Orders, paged and sorted on the server, filtered by status, days, customer and id or reference (issue 7)',
      { querystring: adminOrdersQuerySchema },
      adminOrdersResponseSchema,
    ),
    async (request) => ok(request.query.language, await listAdminOrders(app.db, request.query)),
  );

  app.get(
    adminPaths.order(':id'),
    documented(
      'An order for an operator: people, lines with picks, totals, payments, status history and the changes allowed now',
      { params: adminOrderParamsSchema, querystring: languageQuerySchema },
      adminOrderDetailsResponseSchema,
    ),
    async (request) => {
      const { language } = request.query;
      const { timeZone } = await orderView(app, language);
      return ok(language, await showAdminOrder(app.db, request.params.id, language, timeZone));
    },
  );

  app.post(
    adminPaths.orderStatus(':id'),
    documented(
      'Complete a Processing order or cancel a Pending/Processing one, recorded with the operator; cancelling a paid order refunds it through its provider in the same step; the customer is mailed',
      { params: adminOrderParamsSchema, body: adminOrderStatusRequestSchema },
      adminOrderStatusResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, status, note, refund_amount, refund_reason, request_id } = request.body;
      const orderId = request.params.id;
      const change = await changeOrderStatus(
        {
          db: app.db,
          providers: options.providers,
          log: request.log,
          publicUrl: app.config.PUBLIC_URL,
          enqueueMail: (tx, mail) => app.jobs.enqueueMail(tx, mail),
          // Durable jobs committed with the change: a mail server's hiccup never undoes it.
          onChanged: async (tx, id, changed) => {
            const mails = await statusChangeMails(
              tx,
              id,
              { to: changed.to, note, refundMinor: changed.refundMinor },
              app.config.PUBLIC_URL,
            );
            for (const mail of mails) await app.jobs.enqueueMail(tx, mail);
          },
        },
        user.id,
        orderId,
        {
          status,
          note,
          language,
          refundAmount: refund_amount,
          refundReason: refund_reason,
          requestId: request_id,
        },
      );
      await app.kitchenFeed.publish();
      const details = await adminOrderDetails(
        app.db,
        orderId,
        language,
        (await orderView(app, language)).timeZone,
      );
      const { message, values } = statusChangeOutcome(change, language);
      return ok(language, details, message, values);
    },
  );
};
