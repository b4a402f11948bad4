import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from '../api/query-keys';
import { staffLogout } from '../api/staff-logout';

/**
 * Logs out. `forget` drops every staff answer from the cache (removing does not re-render the pages still on
 * screen, so none of them asks the server again before the login page replaces them).
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: staffLogout });
  const forget = async () => {
    await queryClient.cancelQueries({ queryKey: liveKeys.all });
    queryClient.removeQueries({ queryKey: liveKeys.all });
  };
  return { mutation, forget };
}
