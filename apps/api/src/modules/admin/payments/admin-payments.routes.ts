import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  adminPaymentParamsSchema,
  adminPaymentProblemResponseSchema,
  adminPaymentProblemsQuerySchema,
  adminPaymentProblemsResponseSchema,
  adminRefundRequestSchema,
  adminRefundResponseSchema,
  adminRefundsQuerySchema,
  adminRefundsResponseSchema,
  adminResolvePaymentProblemRequestSchema,
} from '@storefront/shared';
import { routeSchema } from '../../../platform/route-schema';
import type { Executor } from '../../../db/client';
import { ok } from '../../../platform/envelope';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { requireCaller } from '../../../platform/identity';
import type { PaymentProviders } from '../../payments/providers';
import {
  findProblem,
  listRefundsOfPayments,
  pageOfProblems,
  pageOfRefunds,
  refundedByPayment,
  resolveProblems,
} from '../../payments/refunds.repository';
import {
  paymentMoney,
  problemView,
  refundPayment,
  refundView,
} from '../../payments/refunds.service';
import { page } from '../record-service';

/**
 * Back office, payments that need an operator (issue 16 item 6, decision 067): the refused
 * notifications to deal with, every refund, and a refund of a payment through its provider. The
 * admin scope (admin.routes.ts) has already checked the role.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  options,
) => {
  const documented = routeSchema(['admin: payments']);

  /** A problem with its payment's money, read in `db` (the resolving transaction or the pool). */
  async function problemAnswer(db: Executor, eventId: number) {
    const row = await findProblem(db, eventId);
    if (!row || row.event.outcome !== 'refused') throw new NotFoundError();
    const refunded = await refundedByPayment(db, row.payment ? [row.payment.id] : []);
    return problemView(row, refunded);
  }

  app.get(
    adminPaths.paymentProblems,
    documented(
      'Refused payment notifications (amount mismatch, paid after a cancel), open or dealt with, newest first',
      { querystring: adminPaymentProblemsQuerySchema },
      adminPaymentProblemsResponseSchema,
    ),
    async (request) => {
      const query = request.query;
      const result = await pageOfProblems(app.db, query.state, {
        sort: query.sort,
        direction: query.direction,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const refunded = await refundedByPayment(
        app.db,
        result.rows.flatMap((row) => (row.payment ? [row.payment.id] : [])),
      );
      return ok(
        query.language,
        page(result, query, (row) => problemView(row, refunded)),
      );
    },
  );

  app.post(
    adminPaths.paymentProblemResolve(':id'),
    documented(
      'Mark a refused payment notification dealt with, saying how',
      { params: adminPaymentParamsSchema, body: adminResolvePaymentProblemRequestSchema },
      adminPaymentProblemResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, note } = request.body;
      const eventId = request.params.id;
      const problem = await app.db.transaction(async (tx) => {
        const seen = await problemAnswer(tx, eventId);
        if (seen.resolved) throw new ConflictError('payment_problem_already_resolved');
        if ((await resolveProblems(tx, { eventId }, user.id, note)) === 0) {
          throw new ConflictError('payment_problem_already_resolved');
        }
        return problemAnswer(tx, eventId);
      });
      return ok(language, problem, 'payment_problem_resolved');
    },
  );

  app.get(
    adminPaths.refunds,
    documented(
      'Every refund with its order, amount, status, reason and operator, newest first',
      { querystring: adminRefundsQuerySchema },
      adminRefundsResponseSchema,
    ),
    async (request) => {
      const query = request.query;
      const result = await pageOfRefunds(app.db, {
        sort: query.sort,
        direction: query.direction,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return ok(query.language, page(result, query, refundView));
    },
  );

  app.post(
    adminPaths.paymentRefunds(':id'),
    documented(
      'Refund part or all of a payment through its provider; the same request_id never refunds twice',
      { params: adminPaymentParamsSchema, body: adminRefundRequestSchema },
      adminRefundResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language, amount, reason, request_id } = request.body;
      const outcome = await refundPayment(
        {
          db: app.db,
          providers: options.providers,
          log: request.log,
          publicUrl: app.config.PUBLIC_URL,
          enqueueMail: (tx, mail) => app.jobs.enqueueMail(tx, mail),
        },
        user.id,
        request.params.id,
        { language, amount, reason, requestId: request_id },
      );
      const [row] = (await listRefundsOfPayments(app.db, [outcome.payment.id])).filter(
        (candidate) => candidate.refund.id === outcome.refund.id,
      );
      await app.kitchenFeed.publish();
      return ok(
        language,
        {
          refund: refundView(row!),
          payment: {
            id: outcome.payment.id,
            status: outcome.payment.status,
            ...paymentMoney(outcome.payment, outcome.refundedMinor),
          },
        },
        outcome.refund.status === 'succeeded' ? 'refund_made' : 'refund_pending',
      );
    },
  );
};
