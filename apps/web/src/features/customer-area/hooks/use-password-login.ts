import type { CustomerInfoView } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCaptchaToken } from '../../../lib/captcha/captcha';
import { useSetCustomer } from '../../checkout';
import { useLoginFailureText } from './use-login-failure-text';
import { passwordLogin } from '../api/login-calls';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail and password login: both checked here for shape, then by the server (LOGIN_FAILED for a wrong pair). */
export function usePasswordLogin(onLoggedIn: (customer: CustomerInfoView) => void) {
  const intl = useIntl();
  const setCustomer = useSetCustomer();
  const failureText = useLoginFailureText();
  const captchaToken = useCaptchaToken();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const badEmail = EMAIL.test(email.trim()) ? null : intl.formatMessage({ id: 'customer.validation.email' });
    const badPassword = password === '' ? intl.formatMessage({ id: 'customer.validation.required' }) : null;
    setEmailError(badEmail);
    setPasswordError(badPassword);
    setError(null);
    if (badEmail || badPassword) return;
    setBusy(true);
    try {
      const customer = await passwordLogin(email.trim(), password, await captchaToken('login'));
      setCustomer(customer);
      onLoggedIn(customer);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return {
    email,
    password,
    emailError,
    passwordError,
    error,
    busy,
    submit,
    editEmail(value: string) {
      setEmail(value);
      setEmailError(null);
      setError(null);
    },
    editPassword(value: string) {
      setPassword(value);
      setPasswordError(null);
      setError(null);
    },
  };
}
