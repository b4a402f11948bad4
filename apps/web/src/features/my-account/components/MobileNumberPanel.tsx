import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { FormTextField } from '../../checkout';
import { useMobileChange } from '../hooks/use-mobile-change';
import { SectionNotice } from './SectionStates';

/** The mobile number on file and its change, proved by a code sent to the new number (spec 6: allowed by default). */
export function MobileNumberPanel({ mobile, canChange }: { mobile: string | null; canChange: boolean }) {
  const change = useMobileChange();
  return (
    <section className="my-account__panel" aria-labelledby="my-mobile-title" data-testid="my-mobile">
      <h3 id="my-mobile-title" className="my-account__card-title">
        <FormattedMessage id="myAccount.mobile.title" />
      </h3>
      <p data-testid="my-mobile-current">{mobile ? <bdi dir="ltr">{mobile}</bdi> : <FormattedMessage id="myAccount.mobile.none" />}</p>
      <SectionNotice text={change.notice} />
      {!canChange ? (
        <p className="my-account__muted">
          <FormattedMessage id="myAccount.mobile.notAllowed" />
        </p>
      ) : change.step === 'closed' ? (
        <button type="button" className="button button--secondary" data-testid="my-mobile-change" onClick={change.open}>
          <FormattedMessage id="myAccount.mobile.change" />
        </button>
      ) : (
        <form
          className="my-account__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (change.step === 'number' ? change.send() : change.confirm());
          }}
        >
          {change.step === 'number' ? (
            <FormTextField
              id="my-mobile-new"
              label={<FormattedMessage id="myAccount.mobile.new" />}
              value={change.mobile}
              required
              error={change.invalid}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              testId="my-mobile-new"
              onChange={change.setMobile}
            />
          ) : (
            <>
              <p role="status">
                <FormattedMessage id="myAccount.mobile.codeSent" values={{ mobile: change.mobile }} />
              </p>
              <FormTextField
                id="my-mobile-code"
                label={<FormattedMessage id="myAccount.mobile.code" />}
                value={change.code}
                required
                error={change.invalid}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                testId="my-mobile-code"
                onChange={change.setCode}
              />
            </>
          )}
          {change.failure && (
            <p role="alert" className="field__error" data-testid="my-mobile-error">
              {change.failure}
            </p>
          )}
          <div className="my-account__actions">
            <button type="button" className="button button--secondary" disabled={change.busy} onClick={change.close}>
              <FormattedMessage id="myAccount.mobile.cancel" />
            </button>
            <button type="submit" className="button button--primary" disabled={change.busy} data-testid="my-mobile-submit">
              {change.busy && <Spinner />}
              <FormattedMessage id={change.step === 'number' ? 'myAccount.mobile.send' : 'myAccount.mobile.confirm'} />
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
