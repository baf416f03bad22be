import type { Config } from '../../../platform/config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** The configured provider (PAYMENT_PROVIDER); `sandbox` is the same object when it is the sandbox. */
export interface PaymentProviders {
  active: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
}

export function createPaymentProviders(config: Config): PaymentProviders {
  const sandbox = createSandboxProvider({
    publicUrl: config.PUBLIC_URL,
    secret: config.SANDBOX_WEBHOOK_SECRET,
  });
  const stripe =
    config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : undefined;
  const active = stripe ?? sandbox;
  return {
    active,
    sandbox,
    // Only the configured provider's page and webhook exist: a shop on Stripe has no sandbox.
    byName: (name) => (name === active.name ? active : undefined),
  };
}
