import Stripe from 'stripe';
import { currencyDigits, roundHalfUp } from '@storefront/shared';
import {
  InvalidNotificationError,
  RefundRefusedError,
  headerValue,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderRefundStatus,
  type RefundNews,
} from './provider';

/**
 * DESIGN §6 `stripe`: Checkout Sessions (the customer pays on Stripe's page) and webhooks whose
 * `Stripe-Signature` is checked with the endpoint's signing secret before anything is believed.
 */

/** Stripe lets a Checkout Session expire no sooner than 30 minutes after creation. */
export const STRIPE_SESSION_MINUTES = 31;

/**
 * Stripe takes amounts in the currency's minor unit, but for the three-decimal currencies (BHD,
 * JOD, KWD, OMR, TND) the last digit must be 0 (https://docs.stripe.com/currencies#three-decimal):
 * the total is rounded half-up to 10 fils, and that rounded amount is what the payment expects.
 */
export function stripeAmount(amountMinor: number, currency: string): number {
  return currencyDigits(currency) === 3 ? roundHalfUp(amountMinor / 10) * 10 : amountMinor;
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in of Stripe's API for tests (http://127.0.0.1:port); Stripe's own when absent. */
  apiBase?: string | undefined;
  now?: () => number;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const now = options.now ?? (() => Date.now());
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  // The methods take their parameter and answer types from PaymentProvider (provider.ts).
  return {
    name: 'stripe',

    async createSession(input) {
      const amountMinor = stripeAmount(input.amountMinor, input.currency);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: amountMinor,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          client_reference_id: input.reference,
          metadata:
            input.orderId !== undefined
              ? { order_id: String(input.orderId), reference: input.reference }
              : { purchase_id: String(input.purchaseId), reference: input.reference },
          customer_email: input.customerEmail,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(now() / 1000) + STRIPE_SESSION_MINUTES * 60,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
      return {
        sessionId: session.id,
        url: session.url,
        amountMinor,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async expireSession(sessionId: string): Promise<void> {
      await stripe.checkout.sessions.expire(sessionId);
    },

    /**
     * Stripe's Refunds API on the session's PaymentIntent (read from the session when the paid
     * notification did not name it). A 4xx answer is a refusal; anything else (a timeout, a 5xx)
     * leaves the outcome unknown and the same idempotency key makes asking again safe.
     */
    async refund(input) {
      try {
        let paymentIntent = input.paymentId;
        if (!paymentIntent) {
          const session = await stripe.checkout.sessions.retrieve(input.sessionId);
          paymentIntent = idOf(session.payment_intent);
          if (!paymentIntent) throw new RefundRefusedError('the session took no payment');
        }
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: input.amountMinor,
            reason: 'requested_by_customer',
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return refundNews(refund);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (error instanceof Stripe.errors.StripeError && status && status >= 400 && status < 500) {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
    },

    verifyNotification(rawBody, headers) {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new InvalidNotificationError('no Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidNotificationError((error as Error).message);
      }
      return toNotification(event);
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Stripe's refund statuses in the shop's three: `requires_action` is still on its way. */
function refundNews(refund: Stripe.Refund): RefundNews {
  const status: ProviderRefundStatus =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { refundId: refund.id, status, failure: refund.failure_reason ?? '' };
}

/** What a notification says of the checkout session it is about. */
function sessionFields(session: Stripe.Checkout.Session) {
  return {
    sessionId: session.id,
    amountMinor: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
  };
}

function toNotification(event: Stripe.Event): PaymentNotification {
  const base = { eventId: event.id, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        ...base,
        // A completed session whose payment is still on its way (a bank debit) is not paid yet:
        // async_payment_succeeded or _failed follows.
        type: session.payment_status === 'paid' ? 'paid' : 'other',
        ...sessionFields(session),
        paymentId: idOf(session.payment_intent),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      return {
        ...base,
        type: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
        ...sessionFields(event.data.object),
      };
    }
    // A refund the shop asked for settled (or failed) after Stripe's first answer.
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      return {
        ...base,
        type: 'refund',
        sessionId: null,
        amountMinor: refund.amount,
        currency: refund.currency.toUpperCase(),
        refund: refundNews(refund),
      };
    }
    default:
      return { ...base, type: 'other', sessionId: null, amountMinor: null, currency: null };
  }
}
