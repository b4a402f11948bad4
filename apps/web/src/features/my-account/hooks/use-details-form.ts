import type { CustomerDetails } from '@kupa/contracts';
import { localDateOf } from '@kupa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { useCustomer } from '../../checkout';
import { saveMyDetails } from '../api/account-calls';
import { detailsUpdateOf, detailsValuesOf, validateDetails, type DetailsErrors, type DetailsValues } from '../utils/details-form';
import { myDetailsKey } from './use-my-account';

/** The personal-details form: its values, checked on submit with the server's rules, saved, and the area's name refreshed. */
export function useDetailsForm(initial: CustomerDetails) {
  const intl = useIntl();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const session = useCustomer();
  const [values, setValues] = useState<DetailsValues>(() => detailsValuesOf(initial));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function set<K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setNotice(null);
  }

  async function submit(): Promise<boolean> {
    const found = validateDetails(values, localDateOf(new Date()));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return false;
    setSaving(true);
    try {
      const saved = await saveMyDetails(detailsUpdateOf(values));
      queryClient.setQueryData(myDetailsKey, saved);
      setValues(detailsValuesOf(saved));
      setNotice(intl.formatMessage({ id: 'myAccount.details.saved' }));
      void session.refresh();
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saving, notice, failure, set, submit };
}
