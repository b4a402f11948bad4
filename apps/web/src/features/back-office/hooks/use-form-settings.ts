import type { FormSettings, FormType } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getFormSettings, saveFormSettings } from '../api/settings-api';

const formKey = (businessId: number, formType: FormType) => liveKeys.report('manage-form', businessId, formType);

/** One customer form configuration of a business, and its save. */
export function useFormSettings(businessId: number, formType: FormType) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: formKey(businessId, formType),
    queryFn: ({ signal }) => getFormSettings(businessId, formType, locale, signal),
  });
  const save = useMutation({
    mutationFn: (form: FormSettings) => saveFormSettings(businessId, formType, form, locale),
    onSuccess: (saved) => queryClient.setQueryData(formKey(businessId, formType), saved),
  });
  return { query, save };
}
