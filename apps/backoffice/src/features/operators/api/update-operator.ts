import type { OperatorAccount, OperatorUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { OPERATORS_QUERY_KEY } from './operators-list';

/**
 * `PUT /admin/operators/{username}`: a new role, disabled or enabled, or a new password. The server
 * refuses (422, in Thai) to let an operator disable themselves or give up managing accounts.
 */
export function updateOperator({
  username,
  changes,
}: {
  username: string;
  changes: OperatorUpdatePayload;
}): Promise<OperatorAccount> {
  return api.put<OperatorAccount>(`/admin/operators/${encodeURIComponent(username)}`, changes);
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
}
