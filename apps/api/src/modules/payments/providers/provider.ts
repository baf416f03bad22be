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

/** `other`: a genuine, verified event that says nothing about a payment's outcome. */
export type NotificationType = 'paid' | 'failed' | 'cancelled' | 'expired' | 'other';

export interface PaymentNotification {
  eventId: string;
  type: NotificationType;
  /** The provider's name for the event (e.g. checkout.session.completed), for the record. */
  providerType: string;
  sessionId: string | null;
  amountMinor: number | null;
  currency: string | null;
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
}

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
