import type { StaffLoginBody } from '@kupa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../api/query-keys';
import { staffLogin } from '../api/staff-login';

/** Logs in; the answer is the session, so the dashboard opens without asking for it again. */
export function useStaffLogin() {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => staffLogin(body, locale),
    onSuccess: (session) => {
      // Another user's cached figures must never show: start the staff cache afresh.
      queryClient.removeQueries({ queryKey: liveKeys.all });
      queryClient.setQueryData(liveKeys.session(locale), session);
    },
  });
}
