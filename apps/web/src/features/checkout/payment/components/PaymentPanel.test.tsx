// @vitest-environment jsdom
import { FORM_FIELDS, type CartPayload, type FormConfiguration, type PricedCart } from '@kupa/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { PaymentPanel } from './PaymentPanel';

const CONFIG: FormConfiguration = {
  formType: 'order',
  fields: Object.fromEntries(FORM_FIELDS.map((f) => [f, { isIncluded: false, isRequired: false }])) as FormConfiguration['fields'],
  isSSNRequired: true,
  isDefaultMailingAllowed: false,
  isMailingAllowedExcluded: false,
  isVoucherPaymentEnabled: true,
  additionalTerms: null,
  isVerifyMobileNumber: false,
  isTermsConfirmed: true,
  maxNumberOfPayments: 1,
  locations: [],
};
const PRICED = { amountDue: 96, total: 96, voucherTotal: 0 } as PricedCart;
const CART: CartPayload = { seats: [], customerInfo: { FirstName: 'Dana' } };

/** The server as the panel meets it: the form configuration, then whatever the commit answers. */
function serverAnswering(commit: { status: number; body: unknown }) {
  const commits: Array<{ cart: CartPayload; idempotencyKey: string }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/form-configurations/')) return Response.json(CONFIG);
    if (url.includes('/api/payment/commit')) {
      commits.push(JSON.parse(String(init?.body)) as { cart: CartPayload; idempotencyKey: string });
      return Response.json(commit.body, { status: commit.status });
    }
    return Response.json({ error: { error: 'NOT_FOUND', message: 'not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return commits;
}

function renderPanel() {
  const onCommitted = vi.fn();
  renderWithKupa(
    <PaymentPanel
      open
      titleId="payment-title"
      context={{ kind: 'presentation', presentationId: 7 }}
      cart={CART}
      priced={PRICED}
      updateCart={vi.fn()}
      resumePaymentIdentifier={null}
      onCommitted={onCommitted}
      onOrderCancelled={vi.fn()}
      onClose={vi.fn()}
      onClosableChange={vi.fn()}
    />,
  );
  return { onCommitted };
}

async function typeCard(number: string) {
  await userEvent.type(await screen.findByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry date/), '1229');
  await userEvent.type(screen.getByLabelText(/Security code/), '123');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentPanel', () => {
  it('refuses an empty card before asking the server: the summary names the card fields and takes the focus', async () => {
    const commits = serverAnswering({ status: 200, body: {} });
    renderPanel();
    const pay = await screen.findByRole('button', { name: /^Pay .*96/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const summary = await screen.findByTestId('payment-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary.textContent).toMatch(/Card number/);
    expect(commits).toEqual([]);
  });

  it('pays with the card typed: the commit carries it once, and the order is handed on', async () => {
    const commits = serverAnswering({ status: 200, body: { reservationIdentifier: 'R-1', ticketIdentifiers: ['t'], documentKey: 'd' } });
    const { onCommitted } = renderPanel();
    await typeCard('4580000000000000');
    await userEvent.click(screen.getByRole('button', { name: /^Pay .*96/ }));
    await waitFor(() => expect(onCommitted).toHaveBeenCalledOnce());
    expect(commits).toHaveLength(1);
    expect(commits[0]?.cart.creditcardInfo).toMatchObject({ creditCardNumber: '4580000000000000', creditCardCVV: '123' });
    expect(commits[0]?.idempotencyKey).toMatch(/.{8,}/);
  });

  it('says why a declined card was refused, focused, and asks for the security code again', async () => {
    serverAnswering({
      status: 402,
      body: { error: { error: 'PAYMENT_ERROR', message: 'declined', details: { reason: 'insufficient_funds' } } },
    });
    const { onCommitted } = renderPanel();
    await typeCard('4580000000000026');
    await userEvent.click(screen.getByRole('button', { name: /^Pay .*96/ }));
    const alert = await screen.findByTestId('payment-declined');
    expect(alert.textContent).toMatch(/insufficient funds/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/Security code/)).toHaveValue('');
    expect(screen.getByLabelText(/Card number/)).not.toHaveValue('');
    expect(onCommitted).not.toHaveBeenCalled();
  });
});
