// @vitest-environment jsdom
import type { CustomerDetails } from '@kupa/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { DetailsSection } from './DetailsSection';

const DETAILS: CustomerDetails = {
  firstName: 'Noa',
  lastName: 'Cohen',
  email: 'noa@example.com',
  mobile: '0521234567',
  isEmailAllowed: true,
  isSmsAllowed: false,
  address: null,
  city: null,
  dateOfBirth: null,
  canChangeMobile: true,
  cards: [{ id: 1, last4: '4242', brand: 'visa', expMonth: 3, expYear: 2028 }],
};

describe('DetailsSection', () => {
  beforeAll(polyfillDialog);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a malformed e-mail before asking the server, then saves the details', async () => {
    const calls = stubAccountServer({
      'GET /api/customer/details': () => ({ body: { details: DETAILS } }),
      'PUT /api/customer/details': (body) => ({ body: { details: { ...DETAILS, ...(body as object) } } }),
      'POST /api/customer/refresh': () => ({ body: { customerInfo: null } }),
    });
    renderWithKupa(<DetailsSection />);
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'noa@');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByTestId('my-details-email-error')).toHaveTextContent('Please enter a valid e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(email, 'example.org');
    await userEvent.type(screen.getByLabelText('City'), 'Haifa');
    await userEvent.click(screen.getByLabelText('Send me updates by SMS'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getAllByTestId('my-account-notice')[0]).toHaveTextContent('Your details were saved.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      email: 'noa@example.org',
      city: 'Haifa',
      isSmsAllowed: true,
      address: null,
    });
  });

  it('changes the mobile number only with the code sent to the new number', async () => {
    const calls = stubAccountServer({
      'GET /api/customer/details': () => ({ body: { details: DETAILS } }),
      'POST /api/customer/details/mobile': () => ({ body: { success: true } }),
      'POST /api/customer/details/mobile/verify': (body) =>
        (body as { smsCode: string }).smsCode === '123456'
          ? { body: { details: { ...DETAILS, mobile: '0549990001' } } }
          : { status: 401, body: { error: { error: 'INVALID_SMS_CODE', message: 'x' } } },
      'POST /api/customer/refresh': () => ({ body: { customerInfo: null } }),
    });
    renderWithKupa(<DetailsSection />, { locale: 'he' });
    await userEvent.click(await screen.findByRole('button', { name: 'החלפת מספר הנייד' }));
    await userEvent.type(screen.getByLabelText('מספר נייד חדש'), '03-1234567');
    await userEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }));
    expect(screen.getByTestId('my-mobile-new-error')).toHaveTextContent('נא להזין מספר נייד ישראלי');
    await userEvent.clear(screen.getByLabelText('מספר נייד חדש'));
    await userEvent.type(screen.getByLabelText('מספר נייד חדש'), '054-999-0001');
    await userEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }));
    await userEvent.type(await screen.findByLabelText('הקוד מה-SMS'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'אישור המספר החדש' }));
    expect(await screen.findByTestId('my-mobile-error')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('הקוד מה-SMS'));
    await userEvent.type(screen.getByLabelText('הקוד מה-SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'אישור המספר החדש' }));
    await waitFor(() => expect(screen.getByTestId('my-mobile-current')).toHaveTextContent('0549990001'));
    expect(calls.filter((c) => c.url === '/api/customer/details/mobile').map((c) => c.body)).toEqual([{ mobileNumber: '0549990001' }]);
  });

  it('removes a saved card after the confirmation', async () => {
    const calls = stubAccountServer({
      'GET /api/customer/details': () => ({ body: { details: DETAILS } }),
      'POST /api/customer/cards/1/remove': () => ({ body: { success: true } }),
      'POST /api/customer/refresh': () => ({ body: { customerInfo: null } }),
    });
    renderWithKupa(<DetailsSection />);
    const card = await screen.findByTestId('my-card');
    expect(card).toHaveTextContent('Card ending in 4242');
    expect(card).toHaveTextContent('Expires 03/28');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove the card ending in 4242' }));
    await userEvent.click(within(screen.getByTestId('card-remove-dialog')).getByTestId('card-remove-dialog-confirm'));
    expect(await screen.findByTestId('my-cards-empty')).toHaveTextContent('You have no saved cards.');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/customer/cards/1/remove', '/api/customer/refresh']),
    );
  });

  it('says when the mobile number may not be changed, and has a load error with Try again', async () => {
    stubAccountServer({ 'GET /api/customer/details': () => ({ body: { details: { ...DETAILS, canChangeMobile: false } } }) });
    renderWithKupa(<DetailsSection />);
    expect(await screen.findByText('To change your mobile number, contact customer service.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change mobile number' })).toBeNull();
    cleanup();
    stubAccountServer({});
    renderWithKupa(<DetailsSection />);
    expect(await screen.findByTestId('my-details-failed')).toHaveTextContent('We could not load your details');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
