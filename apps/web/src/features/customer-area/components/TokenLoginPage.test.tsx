// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { TokenLoginPage } from './TokenLoginPage';

const TOKEN = 'a-login-link-token';
const refusal = (status: number, error: string) => () => ({ status, body: { error: { error, message: 'x' } } });

function render(locale: 'he' | 'en') {
  return renderWithKupa(
    <MemoryRouter>
      <TokenLoginPage token={TOKEN} />
    </MemoryRouter>,
    { locale },
  );
}

describe('TokenLoginPage: a login link that does not sign in', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['redeemed', 410, 'CUSTOMER_TOKEN_REDEEMED', 'en', 'This login link was already used'],
    ['expired', 410, 'CUSTOMER_TOKEN_EXPIRED', 'en', 'This login link has expired'],
    ['redeemed', 410, 'CUSTOMER_TOKEN_REDEEMED', 'he', 'כבר נעשה שימוש בקישור הכניסה הזה'],
    ['expired', 410, 'CUSTOMER_TOKEN_EXPIRED', 'he', 'תוקף קישור הכניסה פג'],
  ] as const)(
    '%s: its own screen, and a new link to the contact on file by its token (%s, %s)',
    async (state, status, code, locale, title) => {
      const calls = stubAccountServer({
        'POST /api/customer/token-login': refusal(status, code),
        'POST /api/customer/login-link': () => ({ body: { channel: 'email' } }),
      });
      render(locale);
      const screenOf = await screen.findByTestId(`customer-token-${state}`);
      expect(screenOf).toHaveTextContent(title);
      await userEvent.click(screen.getByTestId('customer-token-resend'));
      await waitFor(() => expect(screen.getByTestId('customer-token-resent')).toHaveTextContent(/\S/));
      expect(calls.at(-1)).toMatchObject({ url: '/api/customer/login-link', body: { token: TOKEN } });
      expect(screen.queryByTestId('customer-token-resend')).toBeNull();
    },
  );

  it.each(['en', 'he'] as const)('error: a link that is not one asks for the mobile number, then sends a new link (%s)', async (locale) => {
    const calls = stubAccountServer({
      'POST /api/customer/token-login': refusal(400, 'CUSTOMER_TOKEN_ERROR'),
      'POST /api/customer/login-link': () => ({ body: { channel: 'sms' } }),
    });
    render(locale);
    await screen.findByTestId('customer-token-error');
    await userEvent.type(screen.getByTestId('customer-token-mobile'), '12345');
    await userEvent.click(screen.getByTestId('customer-token-resend'));
    expect(screen.getByTestId('customer-token-mobile-error')).toHaveTextContent(/\S/);
    expect(calls.filter((c) => c.url === '/api/customer/login-link')).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('customer-token-mobile'));
    await userEvent.type(screen.getByTestId('customer-token-mobile'), '052-123-4567');
    await userEvent.click(screen.getByTestId('customer-token-resend'));
    await waitFor(() => expect(screen.getByTestId('customer-token-resent')).toHaveTextContent(/\S/));
    expect(calls.at(-1)).toMatchObject({ url: '/api/customer/login-link', body: { mobileNumber: '0521234567' } });
  });

  it('error: an unknown mobile number is said so, translated', async () => {
    stubAccountServer({
      'POST /api/customer/token-login': refusal(400, 'CUSTOMER_TOKEN_ERROR'),
      'POST /api/customer/login-link': refusal(404, 'CUSTOMER_NOT_FOUND'),
    });
    render('en');
    await screen.findByTestId('customer-token-error');
    await userEvent.type(screen.getByTestId('customer-token-mobile'), '0509999999');
    await userEvent.click(screen.getByTestId('customer-token-resend'));
    await waitFor(() => expect(screen.getByTestId('customer-token-mobile-error')).toHaveTextContent(/\S/));
  });

  it('failed: no answer at all offers to try again', async () => {
    stubAccountServer({ 'POST /api/customer/token-login': () => ({ status: 503, body: {} }) });
    render('en');
    expect(await screen.findByTestId('customer-token-failed')).toHaveTextContent('We could not check your login link');
    expect(screen.getByTestId('retry-button')).toBeInTheDocument();
  });
});
