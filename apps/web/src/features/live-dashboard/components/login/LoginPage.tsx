import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';
import { withLang } from '../../../../lib/i18n/with-lang';
import { liveKeys } from '../../api/query-keys';
import { useStaffLogin } from '../../hooks/use-staff-login';
import { RETURN_TO_PARAM, safeReturnTo } from '../../utils/staff-pages';
import { LoginError } from './LoginError';
import { Redirect } from '../common/Redirect';

/** Operator login with username and password (spec 2); the server sets the HttpOnly session cookie. */
export function LoginPage() {
  const intl = useIntl();
  const id = useId();
  const { locale, linkLang } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useStaffLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const returnTo = withLang(safeReturnTo(params.get(RETURN_TO_PARAM)), linkLang);
  useDocumentTitle(intl.formatMessage({ id: 'live.login.title' }));

  // Already logged in (the session is in the cache): straight to the dashboard.
  if (!login.isPending && !login.isSuccess && queryClient.getQueryData(liveKeys.session(locale))) return <Redirect to={returnTo} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => void navigate(returnTo, { replace: true }),
        onError: () => {
          setPassword('');
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <section className="login" aria-labelledby={`${id}-title`} data-testid="staff-login">
      <h1 id={`${id}-title`} className="login__title">
        <FormattedMessage id="live.login.title" />
      </h1>
      <p className="login__intro">
        <FormattedMessage id="live.login.intro" />
      </p>
      <form className="login__form" noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-username`}>
            <FormattedMessage id="live.login.username" />
          </label>
          <input
            id={`${id}-username`}
            name="username"
            className="field__control"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            data-testid="login-username"
            aria-invalid={(missing && username.trim() === '') || undefined}
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            <FormattedMessage id="live.login.password" />
          </label>
          <input
            id={`${id}-password`}
            ref={passwordRef}
            name="password"
            type="password"
            className="field__control"
            autoComplete="current-password"
            dir="ltr"
            required
            data-testid="login-password"
            aria-invalid={(missing && password === '') || undefined}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
            }}
          />
        </div>
        <div className="login__problem">
          {missing ? (
            <p className="login__error" role="alert" data-testid="login-error" data-code="MISSING">
              <FormattedMessage id="live.login.missing" />
            </p>
          ) : login.isError ? (
            <LoginError error={login.error} />
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--primary login__submit"
          data-testid="login-submit"
          disabled={login.isPending}
          aria-busy={login.isPending}
        >
          <FormattedMessage id={login.isPending ? 'live.login.submitting' : 'live.login.submit'} />
        </button>
      </form>
    </section>
  );
}
