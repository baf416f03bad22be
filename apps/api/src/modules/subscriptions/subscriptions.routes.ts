import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageQuerySchema,
  purchaseSubscriptionResponseSchema,
  subscriptionDetailsRequestSchema,
  subscriptionDetailsResponseSchema,
  subscriptionPaths,
  subscriptionPurchaseResponseSchema,
  subscriptionPurchaseParamsSchema,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { ok } from '../../platform/envelope';
import { readFormFields } from '../../platform/multipart';
import { requireCaller } from '../../platform/identity';
import type { PaymentProviders } from '../payments/providers';
import {
  parsePurchaseFields,
  purchaseStatus,
  purchaseSubscription,
  subscriptionDetails,
} from './subscriptions.service';

/**
 * Company subscriptions (spec §2, §3, §7; DESIGN §5, §6): a company's plans (public), buying one
 * (bearer; multipart per spec §7, JSON too) and the purchase's status for /thankyou (the buyer).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  options,
) => {
  const documented = routeSchema(['subscriptions']);

  app.post(
    subscriptionPaths.details,
    documented(
      'A company and its active subscription plans (spec §3); the first plan’s fields also flattened',
      { body: subscriptionDetailsRequestSchema },
      subscriptionDetailsResponseSchema,
    ),
    async (request) => {
      const { company_id, language } = request.body;
      return ok(language, await subscriptionDetails(app.db, company_id, language));
    },
  );

  app.post(
    subscriptionPaths.purchase,
    documented(
      'Buy a plan for a company (bearer): company_id, subscription_id, txn_id (the idempotency key); answers the paymentLink (spec §7, DESIGN §6)',
      { consumes: ['multipart/form-data', 'application/json'] },
      purchaseSubscriptionResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const fields = await readFormFields(request);
      const input = parsePurchaseFields(fields);
      const created = await purchaseSubscription(
        {
          db: app.db,
          provider: options.providers.active,
          publicUrl: app.config.PUBLIC_URL,
          log: request.log,
        },
        { id: user.id, email: user.email },
        { companyId: input.company_id, planId: input.subscription_id, txnId: input.txn_id },
      );
      const answer = ok(input.language, created, 'subscription_started');
      return { ...answer, responseMessage: answer.responseText };
    },
  );

  app.get(
    subscriptionPaths.purchaseStatus(':txnId'),
    documented(
      'A subscription purchase’s status, company and period end, for /thankyou (bearer, only its buyer)',
      { params: subscriptionPurchaseParamsSchema, querystring: languageQuerySchema },
      subscriptionPurchaseResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { language } = request.query;
      return ok(language, await purchaseStatus(app.db, user.id, request.params.txnId, language));
    },
  );
};
