import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_ROOT, orderPaths } from '@storefront/shared';
import { InvalidNotificationError, headerValue, type PaymentProvider } from './provider';

/**
 * DESIGN §6 `sandbox`: a payment page served by the shop itself. Pay and Cancel on that page do
 * not change the order directly: they send a notification signed like a real provider's through
 * the same verification and handler a webhook takes.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Signatures older (or newer) than this are refused, as Stripe does with its default. */
export const SANDBOX_TOLERANCE_SECONDS = 300;
export const SANDBOX_SESSION_MINUTES = 30;

export interface SandboxEvent {
  id: string;
  type: 'paid' | 'failed' | 'cancelled' | 'expired';
  session: string;
  amount: number;
  currency: string;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme. */
export function signSandboxPayload(secret: string, payload: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

const SESSION_ID = /^sbx_[A-Za-z0-9_-]{20,64}$/;

export function isSandboxSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

export function createSandboxProvider(options: {
  publicUrl: string;
  secret: string;
  now?: () => number;
}): PaymentProvider & {
  signEvent(event: SandboxEvent): { body: string; headers: Record<string, string> };
} {
  const now = options.now ?? (() => Date.now());
  // The methods take their parameter and answer types from PaymentProvider (provider.ts).
  return {
    name: 'sandbox',

    createSession(input) {
      const sessionId = `sbx_${randomBytes(18).toString('base64url')}`;
      return Promise.resolve({
        sessionId,
        url: `${options.publicUrl}${API_ROOT}${orderPaths.sandboxPayment(sessionId)}`,
        amountMinor: input.amountMinor,
        expiresAt: new Date(now() + SANDBOX_SESSION_MINUTES * 60_000),
      });
    },

    // No money moves in the sandbox: a refund is done as soon as it is asked, under an id made
    // from its idempotency key, so asking again answers the same refund.
    refund(input) {
      const digest = createHash('sha256').update(input.idempotencyKey).digest('base64url');
      return Promise.resolve({
        refundId: `sbxr_${digest.slice(0, 24)}`,
        status: 'succeeded',
        failure: '',
      });
    },

    signEvent(event) {
      const body = JSON.stringify(event);
      const signature = signSandboxPayload(options.secret, body, Math.floor(now() / 1000));
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      };
    },

    verifyNotification(rawBody, headers) {
      const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!header) throw new InvalidNotificationError('no signature');
      const parts = new Map<string, string[]>();
      for (const part of header.split(',')) {
        const [key, ...rest] = part.trim().split('=');
        if (!key || rest.length === 0) continue;
        parts.set(key, [...(parts.get(key) ?? []), rest.join('=')]);
      }
      const timestamp = Number(parts.get('t')?.[0]);
      if (!Number.isSafeInteger(timestamp)) throw new InvalidNotificationError('no timestamp');
      if (Math.abs(now() / 1000 - timestamp) > SANDBOX_TOLERANCE_SECONDS) {
        throw new InvalidNotificationError('timestamp outside the tolerance');
      }
      const expected = Buffer.from(
        createHmac('sha256', options.secret).update(`${timestamp}.`).update(rawBody).digest('hex'),
      );
      const matches = (parts.get('v1') ?? []).some((candidate) => {
        const given = Buffer.from(candidate);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!matches) throw new InvalidNotificationError('signature mismatch');

      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidNotificationError('body is not JSON');
      }
      if (!isSandboxEvent(event)) throw new InvalidNotificationError('malformed event');
      return {
        eventId: event.id,
        type: event.type,
        providerType: event.type,
        sessionId: event.session,
        amountMinor: event.amount,
        currency: event.currency,
      };
    },
  };
}

function isSandboxEvent(value: unknown): value is SandboxEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 255 &&
    (event.type === 'paid' ||
      event.type === 'failed' ||
      event.type === 'cancelled' ||
      event.type === 'expired') &&
    typeof event.session === 'string' &&
    event.session.length <= 255 &&
    typeof event.amount === 'number' &&
    Number.isSafeInteger(event.amount) &&
    typeof event.currency === 'string' &&
    event.currency.length === 3
  );
}
