import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { withLang } from '../../../../lib/i18n/with-lang';
import { useStaffLogout } from '../../hooks/use-staff-logout';
import { LOGIN_PATH } from '../../utils/staff-pages';

/** Logout with a confirmation; afterwards the login page, and no staff figures left in the page's memory. */
export function LogoutButton() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { mutation: logout, forget } = useStaffLogout();
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  const failureText = useFailureText();
  const close = () => {
    setOpen(false);
    logout.reset();
  };
  return (
    <>
      <button type="button" className="button button--secondary button--small" data-testid="logout-button" onClick={() => setOpen(true)}>
        <FormattedMessage id="live.logout.button" />
      </button>
      <ModalDialog
        open={open}
        titleId={`${id}-title`}
        descriptionId={`${id}-body`}
        onCancel={close}
        testId="logout-dialog"
        className="staff-dialog"
      >
        <div className="staff-dialog__content">
          <h2 id={`${id}-title`} className="staff-dialog__title">
            <FormattedMessage id="live.logout.title" />
          </h2>
          <p id={`${id}-body`}>
            <FormattedMessage id="live.logout.body" />
          </p>
          {logout.isError && (
            <p className="field__hint" role="alert" data-testid="logout-error">
              {failureText(logout.error)}
            </p>
          )}
          <div className="staff-dialog__actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="logout-confirm"
              disabled={logout.isPending}
              onClick={() => {
                logout.mutate(undefined, {
                  onSuccess: async () => {
                    // Forget first: the login page must not find the old session in the cache.
                    await forget();
                    setOpen(false);
                    await navigate(withLang(LOGIN_PATH, linkLang), { replace: true });
                  },
                });
              }}
            >
              <FormattedMessage id="live.logout.confirm" />
            </button>
            <button type="button" className="button button--secondary" data-testid="logout-cancel" onClick={close}>
              <FormattedMessage id="live.logout.cancel" />
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
