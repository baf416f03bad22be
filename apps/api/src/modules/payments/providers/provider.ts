/**
 * DESIGN §6: every payment provider sits behind this one interface. Checkout creates a session
 * and sends the browser to its `url`; the provider later reports the outcome with a signed
 * notification that `verifyNotification` checks before anything is believed.
 */

export type ProviderName = 'sandbox' | 'stripe';

export interface CreateSessionInput {
  reference: string;
  /** The order paid for; a company subscription purchase (issue 6) sets purchaseId instead. */
  orderId?: number;
  purchaseId?: number;
  /** In the currency's minor unit (BHD: fils), the order's total. */
  amountMinor: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  /** Keeps a retried creation from making a second session at the provider. */
  idempotencyKey: string;
}

export interface PaymentSession {
  sessionId: string;
  url: string;
  /** The amount the provider will charge, minor units (a provider may need it rounded). */
  amountMinor: number;
  expiresAt: Date;
}

/**
 * `other`: a genuine, verified event that says nothing about a payment's outcome; `refund`: news
 * of a refund the shop asked for (issue 16 item 6), in `refund`.
 */
export type NotificationType = 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund' | 'other';

/** Where a refund stands at the provider: asked, done, or refused (the money did not go back). */
export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundNews {
  refundId: string;
  status: ProviderRefundStatus;
  /** The provider's reason for a failed refund, '' otherwise. */
  failure: string;
}

export interface PaymentNotification {
  eventId: string;
  type: NotificationType;
  /** The provider's name for the event (e.g. checkout.session.completed), for the record. */
  providerType: string;
  sessionId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** The provider's id of the money a paid session took (Stripe's PaymentIntent), when it says. */
  paymentId?: string | null;
  /** Set with type `refund`. */
  refund?: RefundNews;
}

/** Issue 16 item 6: give back part or all of what a payment took. */
export interface RefundInput {
  sessionId: string;
  /** The provider's id of the money taken, when the paid notification said it. */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
  /** The shop's refund id and the operator's reason, kept at the provider for its dashboard. */
  metadata: Record<string, string>;
  /** The same for every attempt of one refund: the provider moves the money at most once. */
  idempotencyKey: string;
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(input: CreateSessionInput): Promise<PaymentSession>;
  /** Throws InvalidNotificationError on a missing, bad or stale signature or a malformed body. */
  verifyNotification(rawBody: Buffer, headers: NotificationHeaders): PaymentNotification;
  /**
   * Ends a session at the provider so it can no longer be paid (a superseded checkout). Best
   * effort, after the order was cancelled; providers whose sessions live in our database only
   * (the sandbox) need nothing.
   */
  expireSession?(sessionId: string): Promise<void>;
  /**
   * Asks the provider to give money back. Throws RefundRefusedError when the provider answered
   * no (nothing moved); any other error leaves the outcome unknown, and asking again with the
   * same idempotency key is safe.
   */
  refund(input: RefundInput): Promise<RefundNews>;
}

/** The provider refused a refund: nothing was given back (its message says why). */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
