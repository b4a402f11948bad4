// @vitest-environment jsdom
import type { CustomerInfoView, SystemVoucherClassOffer } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { VoucherChoiceForm } from './VoucherChoiceForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer = (loginRequired: boolean): SystemVoucherClassOffer => ({
  SystemVoucherClassId: 11,
  SystemVoucherSuperClassId: null,
  businessId: 2,
  businessName: 'HaBama',
  Name: 'Gift card',
  Description: null,
  Terms: null,
  Kind: 'value',
  IsOpenValue: false,
  MinPrice: null,
  MaxPrice: null,
  ValidityDays: 365,
  CurrencyCode: 'ILS',
  LoginRequired: loginRequired,
  Prices: [{ SystemVoucherPriceId: 111, PriceCode: 'G100', Name: '₪100', Price: 100, Value: 100, TicketQuantity: 0 }],
});

/** Answers the products step's list (none) so that it can show. */
function serveNoProducts() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ products: [] })),
  );
}

async function chooseOne(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('voucher-price-111-plus'));
  await user.click(screen.getByTestId('vouchers-continue'));
}

describe('the voucher order after the choice (spec 2: choose vouchers, authentication, products)', () => {
  it('asks a guest to log in first where the business requires it, and goes back to the vouchers', async () => {
    serveNoProducts();
    const user = userEvent.setup();
    renderWithKupa(
      <MemoryRouter>
        <VoucherChoiceForm classes={[offer(true)]} />
      </MemoryRouter>,
      { locale: 'he' },
    );
    await chooseOne(user);
    expect(screen.getByTestId('vouchers-login-step')).toBeTruthy();
    expect(screen.getByTestId('item-login-open').textContent).toBe('התחברות');
    expect(screen.queryByTestId('voucher-products-continue')).toBeNull();
    await user.click(screen.getByTestId('vouchers-login-back'));
    expect(screen.getByTestId('vouchers-continue')).toBeTruthy();
  });

  it('goes on to the products for a logged-in customer, and for anyone where no login is asked', async () => {
    serveNoProducts();
    const user = userEvent.setup();
    const customer = { CustomerId: 5 } as CustomerInfoView;
    renderWithKupa(
      <MemoryRouter>
        <VoucherChoiceForm classes={[offer(true)]} />
      </MemoryRouter>,
      { customer },
    );
    await chooseOne(user);
    expect(screen.queryByTestId('vouchers-login-step')).toBeNull();
    cleanup();
    renderWithKupa(
      <MemoryRouter>
        <VoucherChoiceForm classes={[offer(false)]} />
      </MemoryRouter>,
    );
    await chooseOne(user);
    expect(screen.queryByTestId('vouchers-login-step')).toBeNull();
  });
});
