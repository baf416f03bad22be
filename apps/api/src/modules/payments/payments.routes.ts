import { readSchedule } from '../hours/hours.service';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROOT,
  DEFAULT_LANGUAGE,
  envelope,
  formatMoney,
  orderPaths,
  toLanguage,
  toMajor,
} from '@storefront/shared';
import { ok } from '../../platform/envelope';
import { routeSchema } from '../../platform/route-schema';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { orderConfirmationMails } from '../orders/order-mail';
import { findOrder, findPaymentBySession, findShopName } from '../orders/orders.repository';
import { findPurchase as findPurchaseById } from '../subscriptions/subscriptions.repository';
import { purchaseUrls } from '../subscriptions/subscriptions.service';
import { handlePaymentNotification, type NotificationResult } from './notifications';
import type { PaymentProviders } from './providers';
import { InvalidNotificationError, type PaymentProvider } from './providers/provider';
import { isSandboxSessionId, type SandboxEvent } from './providers/sandbox';
import { sandboxPage } from './sandbox-page';

/**
 * Payment notifications and the sandbox's hosted page (DESIGN §6). Bodies stay raw bytes here:
 * a signature is over the exact bytes sent, which a parse-and-serialise round trip would change.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  options,
) => {
  const tags = ['payments'];
  const documented = routeSchema(tags);
  const { providers } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  /** Verifies, then handles, exactly as a provider's webhook is: the one way in. */
  async function receive(
    provider: PaymentProvider,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<NotificationResult> {
    let notification;
    try {
      notification = provider.verifyNotification(rawBody, headers);
    } catch (error) {
      if (!(error instanceof InvalidNotificationError)) throw error;
      app.log.warn(
        { provider: provider.name, reason: error.message },
        'payment notification refused',
      );
      throw new BadRequestError('payment_notification_invalid');
    }
    const result = await handlePaymentNotification(
      app.db,
      provider.name,
      notification,
      app.log,
      async (tx, orderId) => {
        // A durable job, committed with the payment: a crash or an SMTP hiccup loses no mail,
        // and a mail failure never undoes a payment.
        const { timeZone } = await readSchedule(app);
        for (const mail of await orderConfirmationMails(
          tx,
          orderId,
          app.config.PUBLIC_URL,
          timeZone,
        )) {
          await app.jobs.enqueueMail(tx, mail);
        }
      },
    );
    // Issue 15: a paid (or cancelled) order reaches the kitchen board in every process.
    await app.kitchenFeed.publish();
    return result;
  }

  app.post(
    orderPaths.webhook(':provider'),
    documented(
      'A payment provider’s signed notification (Stripe: Stripe-Signature; sandbox: x-sandbox-signature); repeats change nothing',
      { params: z.object({ provider: z.string().max(16) }) },
      envelope(z.object({ received: z.literal(true), outcome: z.string() })),
    ),
    async (request) => {
      const provider = providers.byName(request.params.provider);
      if (!provider) throw new NotFoundError();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receive(provider, rawBody, request.headers);
      return ok('en', { received: true as const, outcome: result.outcome });
    },
  );

  const sandbox = providers.sandbox;
  if (!sandbox) return;
  const sessionParams = z.object({ sessionId: z.string().max(80) });
  const pagePath = orderPaths.sandboxPayment(':sessionId');

  const shopUrl = app.config.PUBLIC_URL;
  const statusUrl = (reference: string, cancelled = false) =>
    `${shopUrl}/order-status/${reference}${cancelled ? '?cancelled=1' : ''}`;

  /**
   * The session's payment and what it pays for, as the page shows it: an order (its reference,
   * its status page) or a company subscription purchase (issue 6: its txn_id, /thankyou, or back
   * to the company's details page when cancelled).
   */
  async function findSession(sessionId: string) {
    if (!isSandboxSessionId(sessionId)) return undefined;
    const payment = await findPaymentBySession(app.db, 'sandbox', sessionId);
    if (!payment) return undefined;
    if (payment.purchaseId) {
      const purchase = await findPurchaseById(app.db, payment.purchaseId);
      if (!purchase) return undefined;
      const urls = purchaseUrls(shopUrl, purchase.txnId, purchase.companyId);
      return {
        payment,
        language: DEFAULT_LANGUAGE,
        reference: purchase.txnId,
        pending: purchase.status === 'pending',
        returnUrl: (cancelled = false) => (cancelled ? urls.cancelled : urls.thankYou),
      };
    }
    const order = payment.orderId ? await findOrder(app.db, payment.orderId) : undefined;
    if (!order) return undefined;
    return {
      payment,
      language: toLanguage(order.language),
      reference: order.reference,
      pending: order.status === 'Pending',
      returnUrl: (cancelled = false) => statusUrl(order.reference, cancelled),
    };
  }

  app.get(
    pagePath,
    {
      schema: {
        tags,
        summary:
          'The sandbox provider’s hosted payment page (HTML): amount, reference, Pay, Cancel',
        params: sessionParams,
      },
    },
    async (request, reply) => {
      const found = await findSession(request.params.sessionId);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!found) {
        return reply
          .status(404)
          .send(
            sandboxPage(await findShopName(app.db, 'en'), { kind: 'unknown', returnUrl: shopUrl }),
          );
      }
      const { payment, reference } = found;
      const shopName = await findShopName(app.db, found.language);
      const base = `${API_ROOT}${orderPaths.sandboxPayment(payment.providerSessionId)}`;
      if (payment.status === 'paid') {
        return sandboxPage(
          shopName,
          { kind: 'paid', reference, returnUrl: found.returnUrl() },
          found.language,
        );
      }
      if (payment.status !== 'open' || !found.pending || payment.expiresAt <= new Date()) {
        return sandboxPage(
          shopName,
          {
            kind: 'ended',
            reference,
            reason: payment.status === 'open' ? 'expired' : payment.status,
            returnUrl: found.returnUrl(true),
          },
          found.language,
        );
      }
      return sandboxPage(
        shopName,
        {
          kind: 'open',
          reference,
          amount: formatMoney(
            toMajor(payment.amountMinor, payment.currency),
            found.language,
            payment.currency,
          ),
          payAction: `${base}/pay`,
          cancelAction: `${base}/cancel`,
        },
        found.language,
      );
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `${pagePath}/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'pay'
              ? 'Sandbox Pay: a signed `paid` notification through the webhook’s path, then back to the shop (303)'
              : 'Sandbox Cancel: a signed `cancelled` notification through the webhook’s path, then back to the shop (303)',
          params: sessionParams,
        },
      },
      async (request, reply) => {
        const found = await findSession(request.params.sessionId);
        if (!found) throw new NotFoundError();
        const { payment } = found;
        const page = `${API_ROOT}${orderPaths.sandboxPayment(payment.providerSessionId)}`;
        // An ended session (paid, cancelled, expired) takes no more actions: its page says why.
        if (payment.status !== 'open' || payment.expiresAt <= new Date()) {
          return reply.redirect(page, 303);
        }
        const event: SandboxEvent = {
          id: `evt_${randomBytes(16).toString('hex')}`,
          type: action === 'pay' ? 'paid' : 'cancelled',
          session: payment.providerSessionId,
          amount: payment.amountMinor,
          currency: payment.currency,
        };
        const signed = sandbox.signEvent(event);
        await receive(sandbox, Buffer.from(signed.body), signed.headers);
        return reply.redirect(found.returnUrl(action === 'cancel'), 303);
      },
    );
  }
};
