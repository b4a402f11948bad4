// @vitest-environment jsdom
import type { CustomerVoucher } from '@kupa/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { VouchersSection } from './VouchersSection';

const voucher = (reference: string, extra: Partial<CustomerVoucher> = {}): CustomerVoucher => ({
  reference,
  name: 'Gift voucher',
  kind: 'value',
  state: 'active',
  quantity: null,
  redeemed: 0,
  initialValue: 100,
  balance: 100,
  purchaseDate: '2026-11-01T10:00:00.000Z',
  startDate: '2026-11-01',
  endDate: '2027-10-31',
  isForReplacement: false,
  reservationIdentifier: 'KPA-6789',
  currencyCode: 'ILS',
  canCancel: true,
  canReplace: true,
  replacementDays: 14,
  ...extra,
});

const LIST = [
  voucher('MINE-UNUSED'),
  voucher('MINE-PARTIAL', { state: 'partiallyUsed', balance: 40, canCancel: false }),
  voucher('MINE-USED', { state: 'used', balance: 0, canCancel: false, canReplace: false }),
];

const renderSection = (locale: 'he' | 'en' = 'en') =>
  renderWithKupa(
    <MemoryRouter>
      <VouchersSection />
    </MemoryRouter>,
    { locale },
  );

describe('VouchersSection', () => {
  beforeAll(polyfillDialog);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the vouchers with their states and offers only the actions each allows', async () => {
    stubAccountServer({ 'GET /api/customer/vouchers': () => ({ body: { vouchers: LIST } }) });
    renderSection();
    const cards = await screen.findAllByTestId('my-voucher');
    expect(cards.map((c) => within(c).getByTestId('my-voucher-state').textContent)).toEqual(['Active', 'Partially used', 'Used']);
    expect(within(cards[0]!).getByRole('button', { name: 'Cancel voucher MINE-UNUSED' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('my-voucher-cancel')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Mark voucher MINE-PARTIAL for replacement' })).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
    expect(within(cards[1]!).getByTestId('my-voucher-balance').textContent).toMatch(/40/);
  });

  it('shows the states in Hebrew', async () => {
    stubAccountServer({ 'GET /api/customer/vouchers': () => ({ body: { vouchers: LIST } }) });
    renderSection('he');
    const states = await screen.findAllByTestId('my-voucher-state');
    expect(states.map((s) => s.textContent)).toEqual(['פעיל', 'מומש חלקית', 'מומש']);
    expect(screen.getByRole('heading', { name: 'השוברים שלי' })).toBeInTheDocument();
  });

  it('cancels only after the confirmation, naming the order, and shows the new state', async () => {
    const calls = stubAccountServer({
      'GET /api/customer/vouchers': () => ({ body: { vouchers: LIST } }),
      'POST /api/system-vouchers/MINE-UNUSED/cancel': () => ({
        body: {
          voucher: voucher('MINE-UNUSED', { state: 'cancelled', canCancel: false, canReplace: false }),
          refund: { amount: 30, voucherPrice: 50 },
        },
      }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel voucher MINE-UNUSED' }));
    const dialog = screen.getByTestId('voucher-cancel-dialog');
    expect(dialog).toHaveTextContent('Voucher MINE-UNUSED will be cancelled');
    await userEvent.click(within(dialog).getByTestId('voucher-cancel-dialog-cancel'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel voucher MINE-UNUSED' }));
    await userEvent.click(within(screen.getByTestId('voucher-cancel-dialog')).getByTestId('voucher-cancel-dialog-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('my-account-notice')).toHaveTextContent(
        /Voucher MINE-UNUSED was cancelled and .*30.* of its price of .*50.* was refunded/,
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/system-vouchers/MINE-UNUSED/cancel', body: { reservationIdentifier: 'KPA-6789' } },
    ]);
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    stubAccountServer({
      'GET /api/customer/vouchers': () => ({ body: { vouchers: LIST } }),
      'POST /api/system-vouchers/MINE-PARTIAL/replacement': () => ({
        status: 409,
        body: { error: { error: 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', message: 'x' } },
      }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark voucher MINE-PARTIAL for replacement' }));
    const dialog = screen.getByTestId('voucher-replace-dialog');
    expect(dialog).toHaveTextContent('within 14 days');
    await userEvent.click(within(dialog).getByTestId('voucher-replace-dialog-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/replacement/i);
    expect(dialog).toHaveAttribute('open');
  });

  it('has an empty state and an error state with Try again', async () => {
    stubAccountServer({ 'GET /api/customer/vouchers': () => ({ body: { vouchers: [] } }) });
    renderSection();
    expect(await screen.findByTestId('my-vouchers-empty')).toHaveTextContent('You have no vouchers yet.');
    expect(screen.getByRole('link', { name: 'Buy a gift voucher' })).toHaveAttribute('href', '/system-vouchers');
    cleanup();

    let fail = true;
    stubAccountServer({
      'GET /api/customer/vouchers': () =>
        fail ? { status: 500, body: { error: { error: 'GENERAL_ERROR', message: 'x' } } } : { body: { vouchers: LIST } },
    });
    renderSection();
    expect(await screen.findByTestId('my-vouchers-failed')).toHaveTextContent('We could not load your vouchers');
    fail = false;
    await userEvent.click(screen.getByTestId('my-vouchers-failed-retry'));
    expect(await screen.findAllByTestId('my-voucher')).toHaveLength(3);
  });
});
