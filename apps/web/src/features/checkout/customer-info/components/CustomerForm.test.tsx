// @vitest-environment jsdom
import { FORM_FIELDS, type CartPayload, type FormConfiguration, type PricedCart } from '@kupa/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { CustomerForm } from './CustomerForm';

const SHOWN = ['firstName', 'lastName', 'email', 'mobileNumber', 'ssn'];
const CONFIG: FormConfiguration = {
  formType: 'order',
  fields: Object.fromEntries(
    FORM_FIELDS.map((f) => [f, { isIncluded: SHOWN.includes(f), isRequired: SHOWN.includes(f) }]),
  ) as FormConfiguration['fields'],
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

function setup(locale: 'en' | 'he' = 'en') {
  let cart: CartPayload = {};
  const updateCart = vi.fn(async (change: (c: CartPayload) => CartPayload) => {
    cart = change(cart);
    return {} as PricedCart;
  });
  const onNext = vi.fn();
  renderWithKupa(<CustomerForm config={CONFIG} cart={{}} updateCart={updateCart} syncing={false} onNext={onNext} onBack={vi.fn()} />, {
    locale,
  });
  return { updateCart, onNext, cart: () => cart };
}

afterEach(cleanup);

describe('CustomerForm', () => {
  it('refuses an empty form: the summary takes the focus and names each field, nothing is saved', async () => {
    const { updateCart, onNext } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByTestId('customer-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary.textContent).toMatch(/First name/);
    expect(summary.textContent).toMatch(/ID number/);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(updateCart).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, not before', async () => {
    setup();
    const email = screen.getByLabelText(/E-mail/);
    await userEvent.type(email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the details in the cart and moves on once they are valid', async () => {
    const { updateCart, onNext, cart } = setup();
    await userEvent.type(screen.getByLabelText(/First name/), 'Dana');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Levi');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/Mobile/), '0501234567');
    await userEvent.type(screen.getByLabelText(/ID number/), '000000018');
    await userEvent.click(screen.getByLabelText(/accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
    expect(updateCart).toHaveBeenCalledOnce();
    expect(cart().customerInfo).toMatchObject({ FirstName: 'Dana', LastName: 'Levi', SSN: '000000018', MobileNumber1: '0501234567' });
  });

  it('speaks Hebrew in the Hebrew site', async () => {
    setup('he');
    expect(screen.getByRole('button', { name: 'המשך' })).toBeInTheDocument();
  });
});
