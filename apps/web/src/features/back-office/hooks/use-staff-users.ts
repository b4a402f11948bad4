import type { CreateStaffUserInput } from '@kupa/contracts';
import type { StaffRole } from '@kupa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { createStaffUser, getStaffUsers, removeStaffUser, resetStaffPassword, setStaffActive, setStaffRole } from '../api/staff-api';

const staffKey = (businessId: number) => liveKeys.report('manage-staff', businessId);

/** A change to one user: their role, disabling or enabling them, a new temporary password, or removal from this business. */
export type StaffChange =
  | { kind: 'role'; userId: number; role: StaffRole }
  | { kind: 'active'; userId: number; active: boolean }
  | { kind: 'password'; userId: number }
  | { kind: 'remove'; userId: number };

/** The business's staff users, adding one and changing one; each save refreshes the list. */
export function useStaffUsers(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKey(businessId) });
  const query = useQuery({ queryKey: staffKey(businessId), queryFn: ({ signal }) => getStaffUsers(businessId, locale, signal) });
  const create = useMutation({
    mutationFn: (input: CreateStaffUserInput) => createStaffUser(businessId, input, locale),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: async (c: StaffChange): Promise<string | null> => {
      if (c.kind === 'role') await setStaffRole(businessId, c.userId, c.role, locale);
      else if (c.kind === 'active') await setStaffActive(businessId, c.userId, c.active, locale);
      else if (c.kind === 'remove') await removeStaffUser(businessId, c.userId, locale);
      else return (await resetStaffPassword(businessId, c.userId, locale)).temporaryPassword;
      return null;
    },
    onSuccess: refresh,
  });
  return { query, create, change };
}
