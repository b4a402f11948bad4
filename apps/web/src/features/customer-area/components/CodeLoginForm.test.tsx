// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { ID_LOGIN } from '../utils/login-methods';
import { CodeLoginForm } from './CodeLoginForm';

const LOGIN_REQUEST = 'opaque-login-request-0123456789';

describe('CodeLoginForm: a login by number', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'email',
      'd***@example.com',
      'We sent a one-time code to the e-mail address we have on file (d***@example.com).',
      'Code from the e-mail',
    ],
    ['sms', '052-***-**67', 'We sent a one-time code by SMS to the mobile number we have on file (052-***-**67).', 'Code from the SMS'],
  ])('says where the code went (%s, masked) and checks it against the login request', async (channel, sentTo, said, label) => {
    const loggedIn = vi.fn();
    const calls = stubAccountServer({
      'POST /api/customer/number-login': () => ({ body: { loginRequest: LOGIN_REQUEST, channel, sentTo } }),
      'POST /api/customer/number-login-validation': () => ({ body: { customerInfo: { CustomerId: 9, MagCards: [], members: [] } } }),
    });
    renderWithKupa(<CodeLoginForm method={ID_LOGIN} onLoggedIn={loggedIn} />, { locale: 'en' });
    await userEvent.type(screen.getByTestId('customer-login-value'), '200000008');
    await userEvent.click(screen.getByTestId('customer-login-submit'));
    await waitFor(() => expect(screen.getByTestId('customer-login-code-sent')).toHaveTextContent(said));
    expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('customer-login-code'), '123456');
    await userEvent.click(screen.getByTestId('customer-login-submit'));
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { by: 'ssn', value: '200000008' },
      { loginRequest: LOGIN_REQUEST, smsCode: '123456' },
    ]);
  });

  it('shows the Hebrew text of an e-mailed code', async () => {
    stubAccountServer({
      'POST /api/customer/number-login': () => ({ body: { loginRequest: LOGIN_REQUEST, channel: 'email', sentTo: 'd***@example.com' } }),
    });
    renderWithKupa(<CodeLoginForm method={ID_LOGIN} onLoggedIn={() => undefined} />, { locale: 'he' });
    await userEvent.type(screen.getByTestId('customer-login-value'), '200000008');
    await userEvent.click(screen.getByTestId('customer-login-submit'));
    await waitFor(() => expect(screen.getByTestId('customer-login-code-sent')).toHaveTextContent('לכתובת הדוא"ל השמורה אצלנו'));
    expect(screen.getByTestId('customer-login-code-sent')).toHaveTextContent('d***@example.com');
  });
});
