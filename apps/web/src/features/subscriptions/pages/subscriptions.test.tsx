import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SubscriptionDetails } from '@storefront/shared';
import { leavePageFor } from '../../../lib/leave-page';
import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { callsTo, fail, ok, stubFetch, type Handler, type Reply } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, money } from '../../../test/screen';

vi.mock('../../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const details: SubscriptionDetails = {
  company_id: 7,
  company_name: 'Gulf Data Systems',
  company_email: 'office@gulfdata.com',
  company_address: 'Road 2803, Seef',
  currency: 'BHD',
  subscription_id: 11,
  no_of_employee: 25,
  price: 25,
  duration: 30,
  plans: [
    { subscription_id: 11, no_of_employee: 25, price: 25, duration: 30, discount_percent: 10 },
    { subscription_id: 12, no_of_employee: 100, price: 200, duration: 365, discount_percent: 20 },
  ],
};

function open(path: string, handlers: Record<string, Handler>) {
  const calls = stubFetch({
    ...shopHandlers(),
    'POST /api/company-subscription-details': () => ok(details),
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

beforeEach(() => {
  vi.mocked(leavePageFor).mockClear();
  sessionStorage.clear();
});

describe('Company subscription details (spec §2)', () => {
  it('shows the company and each plan: price, duration, seats and discount', async () => {
    const { calls } = open('/company-subscription-details/7', {});
    const plans = await screen.findAllByTestId('subscription-plan');
    expect(plans).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Gulf Data Systems' })).toBeInTheDocument();
    expect(screen.getByText('office@gulfdata.com')).toBeInTheDocument();
    expect(screen.getByText('Road 2803, Seef')).toBeInTheDocument();
    expect(plans[0]).toHaveTextContent(money(25));
    expect(plans[0]).toHaveTextContent('1 month');
    expect(plans[0]).toHaveTextContent('Up to 25');
    expect(plans[0]).toHaveTextContent('10 % off every order');
    expect(plans[1]).toHaveTextContent('1 year');
    expect(within(plans[0]!).getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(callsTo(calls, '/api/company-subscription-details')[0]!.body).toMatchObject({
      company_id: 7,
      language: 'en',
    });
  });

  it('says "Invalid subscription details" for a company without plans (404)', async () => {
    open('/company-subscription-details/999', {
      'POST /api/company-subscription-details': () => fail(404, 'Invalid subscription details'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Invalid subscription details' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-plan')).toBeNull();
  });

  it('logged out: Pay now says "Please Login to continue" and goes to /login and back', async () => {
    const { router } = open('/company-subscription-details/7', {});
    const plans = await screen.findAllByTestId('subscription-plan');
    await userEvent.setup().click(within(plans[0]!).getByRole('button', { name: 'Pay now' }));
    expect(await findToast('Please Login to continue')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/company-subscription-details/7' });
  });

  it('Pay now posts the multipart purchase with one txn_id per visit and leaves for the payment link', async () => {
    await startSession('tok-1', sessionUser);
    let answer: (reply: Reply) => void = () => undefined;
    const { calls } = open('/company-subscription-details/7', {
      'POST /api/purchase-subscription': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const plans = await screen.findAllByTestId('subscription-plan');
    const user = userEvent.setup();
    await user.click(within(plans[0]!).getByRole('button', { name: 'Pay now' }));
    expect(
      await within(plans[0]!).findByRole('button', { name: 'Processing payment...' }),
    ).toBeDisabled();
    answer(ok({ paymentLink: 'https://pay.example.com/s/1', txn_id: 'x' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://pay.example.com/s/1'));
    const purchase = callsTo(calls, '/api/purchase-subscription')[0]!;
    expect(purchase.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(purchase.form?.get('company_id')).toBe('7');
    expect(purchase.form?.get('subscription_id')).toBe('11');
    const txn = purchase.form?.get('txn_id');
    if (typeof txn !== 'string') throw new Error('no txn_id');
    expect(txn).toMatch(/^[A-Za-z0-9-]{16,128}$/);
    // A reload of the page reuses the same txn_id (idempotent on the server).
    expect(sessionStorage.getItem('subscription-txn-7-11')).toBe(txn);
  });

  it('a refused purchase toasts the server’s text; a provider failure the spec’s', async () => {
    await startSession('tok-1', sessionUser);
    let status = 422;
    open('/company-subscription-details/7', {
      'POST /api/purchase-subscription': () =>
        status === 422
          ? fail(422, 'Invalid subscription details')
          : fail(502, 'Error occurred while processing payment.'),
    });
    const plans = await screen.findAllByTestId('subscription-plan');
    const user = userEvent.setup();
    await user.click(within(plans[1]!).getByRole('button', { name: 'Pay now' }));
    expect(await findToast('Invalid subscription details')).toBeInTheDocument();
    status = 502;
    await user.click(within(plans[1]!).getByRole('button', { name: 'Pay now' }));
    expect(await findToast('Error occurred while processing payment.')).toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('after the provider’s Cancel says so and forgets the txn_id', async () => {
    sessionStorage.setItem('subscription-txn-7-11', 'a'.repeat(32));
    open('/company-subscription-details/7?cancelled=1', {});
    expect(
      await screen.findByText('The payment was cancelled. You can try again.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('subscription-txn-7-11')).toBeNull();
  });
});

describe('/thankyou (spec §2)', () => {
  it('asks again while pending, then shows "Subscription completed" with company and end date', async () => {
    await startSession('tok-1', sessionUser);
    let answers = 0;
    const txn = 'b'.repeat(32);
    const { calls } = open(`/thankyou?txn=${txn}`, {
      [`GET /api/subscription-purchases/${txn}`]: () => {
        answers += 1;
        return ok({
          txn_id: txn,
          status: answers < 2 ? 'pending' : 'paid',
          company_id: 7,
          company_name: 'Gulf Data Systems',
          starts_at: answers < 2 ? null : '2026-11-21T09:00:00.000Z',
          ends_at: answers < 2 ? null : '2026-12-21T09:00:00.000Z',
        });
      },
    });
    const status = await screen.findByTestId('subscription-status');
    expect(status).toHaveTextContent('Waiting for the payment confirmation…');
    expect(
      await within(status).findByText('Subscription completed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('Gulf Data Systems is subscribed until');
    expect(status).toHaveTextContent('2026');
    expect(callsTo(calls, `/api/subscription-purchases/${txn}`)).toHaveLength(2);
  });

  it('needs a login', async () => {
    stubFetch(shopHandlers());
    const { router } = renderApp('/thankyou?txn=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
