// @vitest-environment jsdom
import { FORM_FIELDS, type CustomerInfoView, type FormConfiguration, type PricedCart } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { presentationContext } from '../../flow/order-context';
import { CustomerInfoStep } from './CustomerInfoStep';

const SHOWN = ['firstName', 'lastName', 'mobileNumber'];
const CONFIG: FormConfiguration = {
  formType: 'order',
  fields: Object.fromEntries(
    FORM_FIELDS.map((f) => [f, { isIncluded: SHOWN.includes(f), isRequired: SHOWN.includes(f) }]),
  ) as FormConfiguration['fields'],
  isSSNRequired: false,
  isDefaultMailingAllowed: false,
  isMailingAllowedExcluded: false,
  isVoucherPaymentEnabled: false,
  additionalTerms: null,
  isVerifyMobileNumber: false,
  isTermsConfirmed: false,
  maxNumberOfPayments: 1,
  locations: [],
};
const RUTH = {
  CustomerId: 2,
  FirstName: 'Ruth',
  LastName: 'Levi',
  SSN: null,
  EmailAddress1: null,
  MobileNumber1: '0527777777',
  IsEmailAllowed: false,
  IsSMSAllowed: false,
  LoyaltyPoints: 0,
  MagCards: [],
} as unknown as CustomerInfoView;

function renderStep(options: { loginRequired: boolean; customer: CustomerInfoView | null; locale?: 'he' | 'en' }) {
  const locale = options.locale ?? 'en';
  const { queryClient } = renderWithKupa(
    <CustomerInfoStep
      context={presentationContext(7)}
      loginRequired={options.loginRequired}
      cart={{}}
      updateCart={vi.fn(() => Promise.resolve({} as PricedCart))}
      syncing={false}
      onNext={vi.fn()}
      onBack={vi.fn()}
    />,
    { locale, customer: options.customer },
  );
  queryClient.setQueryData(['formConfiguration', 'p7', locale], CONFIG);
}

describe('CustomerInfoStep where the business sells to logged-in customers only', () => {
  beforeEach(() => {
    // The form configuration is given to the query cache; no request needs to answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in before the details, in Hebrew', async () => {
    renderStep({ loginRequired: true, customer: null, locale: 'he' });
    expect(await screen.findByTestId('customer-login-required')).toHaveTextContent('המקום מוכר רק ללקוחות מחוברים');
    expect(screen.getByTestId('customer-login-open')).toBeVisible();
    expect(screen.queryByTestId('customer-loading')).toBeNull();
    expect(screen.queryByLabelText(/שם פרטי/)).toBeNull();
  });

  it('shows the details form to a logged-in customer', async () => {
    renderStep({ loginRequired: true, customer: RUTH });
    expect(await screen.findByLabelText(/First name/)).toBeVisible();
    expect(screen.queryByTestId('customer-login-required')).toBeNull();
  });

  it('lets a guest fill in the details where no login is required', async () => {
    renderStep({ loginRequired: false, customer: null });
    expect(await screen.findByLabelText(/First name/)).toBeVisible();
    expect(screen.queryByTestId('customer-login-required')).toBeNull();
  });
});
