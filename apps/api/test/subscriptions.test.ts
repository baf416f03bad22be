import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  purchaseSubscriptionResponseSchema,
  subscriptionDetailsResponseSchema,
  subscriptionPurchaseResponseSchema,
} from '@storefront/shared';
import {
  companies,
  companySubscriptions,
  paymentEvents,
  payments,
  subscriptionPlans,
  subscriptionPurchases,
} from '../src/db/schema';
import { signSandboxPayload } from '../src/modules/payments/providers/sandbox';
import { useShopTestApp, get, login, officePayload, post, register } from './helpers/accounts';
import {
  addItem,
  availableItems,
  cartOf,
  newShopper,
  subscribe,
  type Shopper,
} from './helpers/orders';
import { SANDBOX_SECRET } from './helpers/payments';
import { databaseKinds, failBody, okBody, send, PUBLIC_URL } from './helpers/test-app';

describe.each(databaseKinds)('company subscriptions on %s', (kind) => {
  const { app, db, places } = useShopTestApp(kind, {
    env: { PUBLIC_URL, SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET },
  });
  let buyer: Shopper;

  beforeAll(async () => {
    buyer = await newShopper(app(), places);
  });

  async function firstPlan(companyId: number) {
    const [plan] = await db()
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.companyId, companyId))
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
    if (!plan) throw new Error(`no plan for company ${companyId}`);
    return plan;
  }

  /** The purchase call as JSON; an empty token sends none. */
  function purchase(body: Record<string, unknown>, token: string = buyer.token) {
    return post(app(), '/api/purchase-subscription', { language: 'en', ...body }, { token });
  }

  /** An accepted purchase of plan `planId` for a company: the payment link it answers. */
  async function paymentLinkOf(companyId: number, planId: number, txnId: string) {
    const body = okBody(
      await purchase({ company_id: companyId, subscription_id: planId, txn_id: txnId }),
      purchaseSubscriptionResponseSchema,
    );
    return body.responseData.paymentLink;
  }

  async function purchasesOf(txnId: string) {
    return db().select().from(subscriptionPurchases).where(eq(subscriptionPurchases.txnId, txnId));
  }

  async function employeeOf(companyId: number) {
    const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
    if (!company?.buildingId) throw new Error('company without building');
    const payload = officePayload(places, {
      company_id: companyId,
      building_id: company.buildingId,
      city_id: company.cityId,
    });
    const user = await register(app(), payload);
    const { token } = await login(app(), payload.email);
    return { token, userId: user.id, email: payload.email };
  }

  it('answers a company’s details and its active plans (spec §3)', async () => {
    const body = okBody(
      await post(app(), '/api/company-subscription-details', {
        company_id: places.companyId,
        language: 'en',
      }),
      subscriptionDetailsResponseSchema,
    );
    const details = body.responseData;
    const plan = await firstPlan(places.companyId);
    expect(details.company_id).toBe(places.companyId);
    expect(details.company_name).not.toBe('');
    expect(details.company_email).toContain('@');
    expect(details.plans.length).toBeGreaterThanOrEqual(1);
    expect(details.subscription_id).toBe(plan.id);
    expect(details.duration).toBe(plan.durationDays);
    expect(details.no_of_employee).toBe(plan.noOfEmployee);
    expect(details.plans[0]?.discount_percent).toBe(plan.discountBasisPoints / 100);
    expect(details.price).toBeGreaterThan(0);

    const arabic = okBody(
      await post(app(), '/api/company-subscription-details', {
        company_id: places.companyId,
        language: 'ae',
      }),
      subscriptionDetailsResponseSchema,
    );
    expect(arabic.responseData.company_name).not.toBe(details.company_name);
  });

  it('answers 404 "Invalid subscription details" for an unknown company', async () => {
    const body = failBody(
      await post(app(), '/api/company-subscription-details', {
        company_id: 999999,
        language: 'en',
      }),
      404,
    );
    expect(body.responseText).toBe('Invalid subscription details');
  });

  it('needs login to purchase', async () => {
    const plan = await firstPlan(places.companyId);
    failBody(
      await purchase(
        { company_id: places.companyId, subscription_id: plan.id, txn_id: randomUUID() },
        '',
      ),
      401,
    );
  });

  it('refuses invalid details with 422 "Invalid subscription details"', async () => {
    const plan = await firstPlan(places.companyId);
    const otherPlan = await firstPlan(places.otherBuildingCompanyId);
    const cases = [
      { company_id: places.companyId, txn_id: randomUUID() },
      { subscription_id: plan.id, txn_id: randomUUID() },
      { company_id: places.companyId, subscription_id: plan.id, txn_id: 'short' },
      { company_id: places.companyId, subscription_id: plan.id, txn_id: 'x'.repeat(15) + '!' },
      { company_id: places.companyId, subscription_id: otherPlan.id, txn_id: randomUUID() },
      { company_id: 999999, subscription_id: plan.id, txn_id: randomUUID() },
    ];
    for (const body of cases) {
      const answer = failBody(await purchase(body), 422);
      expect(answer.responseText).toBe('Invalid subscription details');
    }
    const [row] = await db().select({ n: count() }).from(subscriptionPurchases);
    expect(row?.n).toBe(0);
  });

  it('creates one purchase and one payment per txn_id; a repeat answers the same link', async () => {
    const plan = await firstPlan(places.companyId);
    const txnId = randomUUID();
    const body = { company_id: places.companyId, subscription_id: plan.id, txn_id: txnId };
    const first = okBody(await purchase(body), purchaseSubscriptionResponseSchema);
    expect(first.responseText).toBe('Your subscription purchase is ready for payment.');
    expect(first.responseMessage).toBe(first.responseText);
    expect(first.responseData.paymentLink).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/payments/sandbox/sbx_`),
    );
    const second = okBody(await purchase(body), purchaseSubscriptionResponseSchema);
    expect(second.responseData.paymentLink).toBe(first.responseData.paymentLink);

    const rows = await purchasesOf(txnId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      amountMinor: plan.priceMinor,
      companyId: places.companyId,
      planId: plan.id,
      userId: buyer.userId,
    });
    const sessions = await db()
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, rows[0]?.id ?? 0));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.orderId).toBeNull();

    // The same txn_id for another plan, or by someone else, is a conflict.
    const [otherPlan] = await db()
      .select()
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.companyId, places.companyId),
          eq(subscriptionPlans.isActive, true),
        ),
      )
      .orderBy(asc(subscriptionPlans.sortOrder))
      .offset(1);
    if (otherPlan) failBody(await purchase({ ...body, subscription_id: otherPlan.id }), 409);
    const stranger = await newShopper(app(), places);
    failBody(await purchase(body, stranger.token), 409);
  });

  it('accepts the purchase as multipart form data (spec §7)', async () => {
    const plan = await firstPlan(places.companyId);
    const boundary = '----storefront-test-boundary';
    const fields = {
      company_id: String(places.companyId),
      subscription_id: String(plan.id),
      txn_id: randomUUID(),
      language: 'en',
    };
    const payload =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const answer = await send(app(), {
      method: 'POST',
      url: '/api/purchase-subscription',
      payload,
      headers: {
        authorization: `Bearer ${buyer.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const body = okBody(answer, purchaseSubscriptionResponseSchema);
    expect(body.responseData.paymentLink).toContain('/api/payments/sandbox/');
    expect(await purchasesOf(fields.txn_id)).toHaveLength(1);
  });

  it('paying starts the subscription: the company’s employees get its discount, others do not', async () => {
    const plan = await firstPlan(places.companyId);
    const txnId = randomUUID();
    const page = new URL(await paymentLinkOf(places.companyId, plan.id, txnId)).pathname;

    const html = await app().inject({ method: 'GET', url: page });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(txnId);

    const pay = await app().inject({ method: 'POST', url: `${page}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`${PUBLIC_URL}/thankyou?txn=${txnId}`);

    const [row] = await purchasesOf(txnId);
    expect(row?.status).toBe('paid');
    expect(row?.subscriptionId).not.toBeNull();
    const periods = await db()
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, places.companyId));
    expect(periods).toHaveLength(1);
    const period = periods[0];
    expect(period?.discountBasisPoints).toBe(plan.discountBasisPoints);
    const days = ((period?.endsAt.getTime() ?? 0) - (period?.startsAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(plan.durationDays, 3);

    // The thank-you page's call: paid, the company, the end date; only for the buyer.
    const status = okBody(
      await get(app(), `/api/subscription-purchases/${txnId}?language=en`, buyer.token),
      subscriptionPurchaseResponseSchema,
    ).responseData;
    expect(status.status).toBe('paid');
    expect(status.ends_at).toBe(period?.endsAt.toISOString());
    const stranger = await newShopper(app(), places);
    failBody(await get(app(), `/api/subscription-purchases/${txnId}`, stranger.token), 404);

    // A repeat of the purchase call after paying answers the thank-you page, charges nothing.
    expect(await paymentLinkOf(places.companyId, plan.id, txnId)).toBe(
      `${PUBLIC_URL}/thankyou?txn=${txnId}`,
    );

    // An employee of that company: the plan's discount of the subtotal.
    const [itemId] = await availableItems(db(), 1);
    if (itemId === undefined) throw new Error('no item');
    const employee = await newShopper(app(), places);
    await addItem(app(), employee, itemId, 2);
    const cart = await cartOf(app(), employee);
    expect(cart.company_discount).toBeGreaterThan(0);
    expect(cart.company_discount).toBeCloseTo(
      (cart.subtotal * plan.discountBasisPoints) / 10_000,
      2,
    );

    // An employee of another company whose only period has ended: no discount.
    await subscribe(db(), places.otherBuildingCompanyId, {
      discountBasisPoints: 2500,
      startsInDays: -60,
      endsInDays: -30,
    });
    const outsider = await employeeOf(places.otherBuildingCompanyId);
    await addItem(app(), outsider, itemId, 2);
    expect((await cartOf(app(), outsider)).company_discount).toBe(0);
  });

  it('a repeated paid notification changes nothing; a cancelled one ends the purchase', async () => {
    const plan = await firstPlan(places.otherBuildingCompanyId);
    const txnId = randomUUID();
    const link = await paymentLinkOf(places.otherBuildingCompanyId, plan.id, txnId);
    const sessionId = new URL(link).pathname.split('/').at(-1) ?? '';
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'paid',
      session: sessionId,
      amount: plan.priceMinor,
      currency: 'BHD',
    };
    const body = JSON.stringify(event);
    /** Delivers a notification signed as the sandbox provider signs it. */
    const deliver = (payload = body) =>
      app().inject({
        method: 'POST',
        url: '/api/payments/sandbox/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxPayload(
            SANDBOX_SECRET,
            payload,
            Math.floor(Date.now() / 1000),
          ),
        },
      });
    const periodsOf = () =>
      db()
        .select()
        .from(companySubscriptions)
        .where(eq(companySubscriptions.companyId, places.otherBuildingCompanyId));
    const before = (await periodsOf()).length;
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    // Another event id for the same session: the purchase is already paid.
    const second = JSON.stringify({ ...event, id: `evt_${randomUUID()}` });
    await deliver(second);
    expect((await periodsOf()).length).toBe(before + 1);
    const [row] = await purchasesOf(txnId);
    expect(row?.status).toBe('paid');
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerSessionId, sessionId));
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored']);

    // Cancel on the sandbox page: the purchase ends and the shopper goes back to the details.
    const cancelTxn = randomUUID();
    const pending = await paymentLinkOf(places.otherBuildingCompanyId, plan.id, cancelTxn);
    const page = new URL(pending).pathname;
    const cancel = await app().inject({ method: 'POST', url: `${page}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(
      `${PUBLIC_URL}/company-subscription-details/${places.otherBuildingCompanyId}?cancelled=1`,
    );
    expect((await purchasesOf(cancelTxn))[0]?.status).toBe('cancelled');
    expect((await periodsOf()).length).toBe(before + 1);
  });
});
