import type { CustomerInfoView } from '@kupa/contracts';
import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { Spinner } from '../../../../components/ui/Spinner';
import { FormTextField } from '../../customer-info/components/FormTextField';
import { useMemberLogin } from '../hooks/use-member-login';
import { LoginCodeStage } from './LoginCodeStage';
import '../../customer-info/components/checkout-forms.css';

interface MemberLoginDialogProps {
  open: boolean;
  onLoggedIn(customer: CustomerInfoView): void;
  onClose(): void;
}

/** Member login by mobile number and a one-time code sent by SMS (spec 2, 7); a new code can be asked for after 30 s. */
export function MemberLoginDialog({ open, onLoggedIn, onClose }: MemberLoginDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} titleId={`${id}-title`} onCancel={onClose} testId="login-dialog" className="checkout-dialog">
      {open && <LoginContent titleId={`${id}-title`} onLoggedIn={onLoggedIn} onClose={onClose} />}
    </ModalDialog>
  );
}

function LoginContent({
  titleId,
  onLoggedIn,
  onClose,
}: {
  titleId: string;
  onLoggedIn(customer: CustomerInfoView): void;
  onClose(): void;
}) {
  const id = useId();
  const codeRef = useRef<HTMLDivElement>(null);
  const login = useMemberLogin({ onLoggedIn, codeRef });
  const { stage, busy } = login;

  return (
    <form
      className="checkout-dialog__content"
      noValidate
      onSubmit={(e) => void login.submit(e)}
      aria-busy={busy}
      data-testid="login-form"
      data-stage={stage.kind}
    >
      <div className="checkout-dialog__header">
        <h2 id={titleId} className="checkout-dialog__title">
          <FormattedMessage id="login.title" />
        </h2>
        <button type="button" className="button button--link checkout-dialog__close" onClick={onClose} data-testid="login-close">
          <FormattedMessage id="login.close" />
        </button>
      </div>
      {stage.kind === 'mobile' ? (
        <>
          <p>
            <FormattedMessage id="login.intro" />
          </p>
          <FormTextField
            id={`${id}-mobile`}
            label={<FormattedMessage id="login.mobile" />}
            value={login.mobile}
            required
            error={login.error}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            testId="login-mobile"
            onChange={login.editMobile}
          />
        </>
      ) : (
        <LoginCodeStage
          idPrefix={id}
          codeRef={codeRef}
          notice={login.notice}
          code={login.code}
          error={login.error}
          busy={busy}
          waiting={login.waiting}
          onCodeChange={login.editCode}
          onResend={() => void login.send(stage.mobileNumber)}
          onChangeMobile={login.changeMobile}
        />
      )}
      <button type="submit" className="button button--primary" data-testid="login-submit" disabled={busy}>
        {busy && <Spinner />}
        <FormattedMessage id={stage.kind === 'mobile' ? 'login.sendCode' : 'login.submit'} />
      </button>
    </form>
  );
}
