import type { FastifyBaseLogger } from 'fastify';
import {
  purchaseSubscriptionRequestSchema,
  toMajor,
  type FieldError,
  type Language,
  type SubscriptionDetails,
  type SubscriptionPurchase,
} from '@storefront/shared';
import type { Database } from '../../db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { findPricingSettings } from '../cart/cart.repository';
import { insertOpenPayment } from '../orders/orders.repository';
import type { CreateSessionInput, PaymentProvider } from '../payments/providers/provider';
import {
  findActivePlan,
  findCompany,
  findPurchaseByTxn,
  findSubscriptionPeriod,
  insertPurchase,
  latestPaymentOfPurchase,
  listActivePlans,
  type PurchaseRow,
} from './subscriptions.repository';

/** Spec §8 "Error occurred while processing payment.": the provider did not answer a session. */
export class PaymentProcessingError extends AppError {
  constructor() {
    super(502, 'payment_processing_error');
  }
}

/** Spec §5 "Invalid subscription details" on the fields the caller sent. */
function invalid(fields: string[] = ['subscription_id']): ValidationError {
  const errors: FieldError[] = fields.map((field) => ({ field, message: 'invalid_subscription' }));
  return new ValidationError(errors, 'invalid_subscription');
}

/** POST /company-subscription-details: the company and its active plans (spec §3). */
export async function subscriptionDetails(
  db: Database,
  companyId: number,
  language: Language,
): Promise<SubscriptionDetails> {
  const company = await findCompany(db, companyId, language);
  const plans = company ? await listActivePlans(db, companyId) : [];
  const first = plans[0];
  if (!company || !first) throw new NotFoundError('invalid_subscription');
  const { currencyCode } = await findPricingSettings(db);
  const shown = plans.map((plan) => ({
    subscription_id: plan.id,
    no_of_employee: plan.noOfEmployee,
    price: toMajor(plan.priceMinor, currencyCode),
    duration: plan.durationDays,
    discount_percent: plan.discountBasisPoints / 100,
  }));
  return {
    company_id: company.id,
    company_name: company.name,
    company_email: company.email,
    company_address: company.address,
    currency: currencyCode,
    subscription_id: first.id,
    no_of_employee: first.noOfEmployee,
    price: toMajor(first.priceMinor, currencyCode),
    duration: first.durationDays,
    plans: shown,
  };
}

export interface PurchaseDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface Buyer {
  id: number;
  email: string;
}

/** Reads the call's fields (multipart or JSON) into the request schema, else 422 (spec §5). */
export function parsePurchaseFields(fields: Record<string, unknown>) {
  const parsed = purchaseSubscriptionRequestSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const named = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'body')))];
  throw invalid(named);
}

/** Where the browser lands after paying and after cancelling at the provider. */
export function purchaseUrls(publicUrl: string, txnId: string, companyId: number) {
  return {
    thankYou: `${publicUrl}/thankyou?txn=${encodeURIComponent(txnId)}`,
    cancelled: `${publicUrl}/company-subscription-details/${companyId}?cancelled=1`,
  };
}

const REUSE_MARGIN_MS = 60_000;

/**
 * POST /purchase-subscription (DESIGN §6): idempotent on txn_id. The first call makes a pending
 * purchase at the plan's price and one payment session; a repeat answers the same link. The same
 * txn_id for another company, plan or buyer is a conflict; a paid one answers the thank-you page.
 */
export async function purchaseSubscription(
  deps: PurchaseDeps,
  buyer: Buyer,
  input: { companyId: number; planId: number; txnId: string },
): Promise<{ paymentLink: string; txn_id: string }> {
  const { db, provider } = deps;
  const plan = await findActivePlan(db, input.companyId, input.planId);
  const existingBefore = await db.transaction((tx) => findPurchaseByTxn(tx, input.txnId));
  // A plan withdrawn after the purchase was made still answers that purchase's repeats.
  if (!plan && !existingBefore) {
    const company = await findCompany(db, input.companyId, 'en');
    throw invalid(company ? ['subscription_id'] : ['company_id']);
  }
  const urls = purchaseUrls(deps.publicUrl, input.txnId, input.companyId);

  return db.transaction(async (tx) => {
    let purchase = await findPurchaseByTxn(tx, input.txnId);
    if (!purchase) {
      if (!plan) throw invalid();
      const { currencyCode } = await findPricingSettings(tx);
      purchase = await insertPurchase(tx, {
        txnId: input.txnId,
        companyId: input.companyId,
        planId: plan.id,
        userId: buyer.id,
        status: 'pending',
        amountMinor: plan.priceMinor,
        currency: currencyCode,
      });
      // Another call with this txn_id won the race: answer as a repeat.
      purchase ??= await findPurchaseByTxn(tx, input.txnId);
      if (!purchase) throw new Error('purchase neither inserted nor found');
    }
    assertSamePurchase(purchase, buyer, input);
    if (purchase.status === 'paid') return { paymentLink: urls.thankYou, txn_id: purchase.txnId };
    if (purchase.status === 'cancelled') throw new ConflictError('subscription_txn_conflict');

    const payment = await latestPaymentOfPurchase(tx, purchase.id);
    if (
      payment?.status === 'open' &&
      payment.provider === provider.name &&
      payment.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS
    ) {
      return { paymentLink: payment.paymentUrl, txn_id: purchase.txnId };
    }
    if (payment?.status === 'paid') return { paymentLink: urls.thankYou, txn_id: purchase.txnId };

    // No session yet (or the last one ended unpaid): one session for this purchase.
    const request: CreateSessionInput = {
      reference: purchase.txnId,
      purchaseId: purchase.id,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      description: `Company subscription ${purchase.txnId}`.slice(0, 200),
      successUrl: urls.thankYou,
      cancelUrl: urls.cancelled,
      customerEmail: buyer.email,
      idempotencyKey: `purchase-${purchase.id}-${payment?.id ?? 0}`,
    };
    let session;
    try {
      session = await provider.createSession(request);
    } catch (error) {
      deps.log.error(
        { err: error, provider: provider.name, txnId: purchase.txnId },
        'subscription payment session failed',
      );
      throw new PaymentProcessingError();
    }
    await insertOpenPayment(tx, provider.name, request, session);
    return { paymentLink: session.url, txn_id: purchase.txnId };
  });
}

function assertSamePurchase(
  purchase: PurchaseRow,
  buyer: Buyer,
  input: { companyId: number; planId: number },
): void {
  if (
    purchase.userId !== buyer.id ||
    purchase.companyId !== input.companyId ||
    purchase.planId !== input.planId
  ) {
    throw new ConflictError('subscription_txn_conflict');
  }
}

/** GET /subscription-purchases/:txnId: only the buyer sees it (anyone else: not found). */
export async function purchaseStatus(
  db: Database,
  buyerId: number,
  txnId: string,
  language: Language,
): Promise<SubscriptionPurchase> {
  const purchase = await db.transaction((tx) => findPurchaseByTxn(tx, txnId));
  if (!purchase || purchase.userId !== buyerId) throw new NotFoundError('invalid_subscription');
  const company = await findCompany(db, purchase.companyId, language);
  const period =
    purchase.subscriptionId === null
      ? undefined
      : await findSubscriptionPeriod(db, purchase.subscriptionId);
  return {
    txn_id: purchase.txnId,
    status: purchase.status as SubscriptionPurchase['status'],
    company_id: purchase.companyId,
    company_name: company?.name ?? '',
    starts_at: period?.startsAt.toISOString() ?? null,
    ends_at: period?.endsAt.toISOString() ?? null,
  };
}
