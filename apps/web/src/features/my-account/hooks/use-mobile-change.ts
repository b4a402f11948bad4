import type { CheckoutPageMessageKey } from '../../../i18n/checkout/en';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { useCustomer } from '../../checkout';
import { confirmMobileChange, requestMobileChange } from '../api/account-calls';
import { israeliMobileOrNull, isSixDigitCode } from '../utils/details-form';
import { myDetailsKey } from './use-my-account';

type Step = 'closed' | 'number' | 'code';

/** The mobile change (spec 6): the new number, a code sent to it, the code back; the number changes only then. */
export function useMobileChange() {
  const intl = useIntl();
  const { locale } = useLocale();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const session = useCustomer();
  const [step, setStep] = useState<Step>('closed');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<{ id: CheckoutPageMessageKey } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    const normalised = israeliMobileOrNull(mobile);
    setInvalid(normalised ? null : { id: 'myAccount.details.invalid.mobile' });
    if (!normalised) return;
    await attempt(async () => {
      await requestMobileChange(normalised, locale);
      setMobile(normalised);
      setStep('code');
    });
  }

  async function confirm() {
    setInvalid(isSixDigitCode(code) ? null : { id: 'myAccount.details.invalid.code' });
    if (!isSixDigitCode(code)) return;
    await attempt(async () => {
      const details = await confirmMobileChange(mobile, code.trim());
      queryClient.setQueryData(myDetailsKey, details);
      setNotice(intl.formatMessage({ id: 'myAccount.mobile.changed' }, { mobile: details.mobile ?? mobile }));
      setStep('closed');
      void session.refresh();
    });
  }

  function open() {
    setStep('number');
    setMobile('');
    setCode('');
    setInvalid(null);
    setFailure(null);
    setNotice(null);
  }

  return {
    step,
    mobile,
    code,
    invalid,
    failure,
    busy,
    notice,
    open,
    close: () => setStep('closed'),
    setMobile: (v: string) => (setMobile(v), setInvalid(null)),
    setCode: (v: string) => (setCode(v), setInvalid(null)),
    send,
    confirm,
  };
}
