// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaContext, siteCaptcha, type CaptchaTokenProvider } from '../../../lib/captcha/captcha';
import { stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { PHONE_LOGIN } from '../utils/login-methods';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

const CAPTCHA_REFUSED = () => ({ status: 400, body: { error: { error: 'CAPTCHA_ERROR', message: 'x' } } });

function render(ui: React.ReactElement, tokens: CaptchaTokenProvider, locale: 'he' | 'en' = 'en') {
  return renderWithKupa(<CaptchaContext.Provider value={tokens}>{ui}</CaptchaContext.Provider>, { locale });
}

describe('the login forms and the captcha', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the token provider’s token as recaptchaToken with the mobile number', async () => {
    const calls = stubAccountServer({ 'POST /api/customer/mobile-login': () => ({ body: { success: true } }) });
    const tokens = vi.fn<CaptchaTokenProvider>(() => Promise.resolve('token-123'));
    render(<CodeLoginForm method={PHONE_LOGIN} onLoggedIn={() => undefined} />, tokens);
    await userEvent.type(screen.getByTestId('customer-login-value'), '0521234567');
    await userEvent.click(screen.getByTestId('customer-login-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/customer/mobile-login',
      body: { mobileNumber: '0521234567', recaptchaToken: 'token-123' },
    });
    expect(tokens).toHaveBeenCalledWith('login');
  });

  it('sends no recaptchaToken without a captcha, and shows CAPTCHA_ERROR translated', async () => {
    const calls = stubAccountServer({ 'POST /api/customer/login': CAPTCHA_REFUSED });
    render(<PasswordLoginForm onLoggedIn={() => undefined} />, () => Promise.resolve(undefined), 'he');
    await userEvent.type(screen.getByTestId('customer-login-email'), 'noa@example.com');
    await userEvent.type(screen.getByTestId('customer-login-password'), 'secret-pass');
    await userEvent.click(screen.getByTestId('customer-login-submit'));
    await waitFor(() => expect(screen.getByTestId('customer-login-error')).toHaveTextContent('אימות אנושי נכשל'));
    expect(calls[0]?.body).toEqual({ email: 'noa@example.com', password: 'secret-pass' });
  });

  it('loads no script without a site key (demo, tests)', async () => {
    const before = document.querySelectorAll('script').length;
    expect(await siteCaptcha(null)('login')).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });

  it('loads the configured script once, with the site key, and answers its token', async () => {
    const execute = vi.fn(() => Promise.resolve('from-script'));
    const tokens = siteCaptcha({ siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js' });
    const first = tokens('login');
    const second = tokens('login');
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-kupa-captcha]')];
    expect(scripts.map((s) => s.src)).toEqual(['https://captcha.example/api.js?render=site-key']);
    vi.stubGlobal('grecaptcha', { ready: (go: () => void) => go(), execute });
    scripts[0]!.onload?.(new Event('load'));
    expect(await first).toBe('from-script');
    expect(await second).toBe('from-script');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });
});
