import type { StaffPasswordChangeBody } from '@kupa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { changeStaffPassword } from '../api/change-staff-password';
import { liveKeys } from '../api/query-keys';

/** Sets the user's own password; the answer is the session, so the page they asked for opens at once. */
export function useChangeStaffPassword() {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPasswordChangeBody) => changeStaffPassword(body, locale),
    onSuccess: (session) => {
      queryClient.setQueryData(liveKeys.session(locale), session);
    },
  });
}
