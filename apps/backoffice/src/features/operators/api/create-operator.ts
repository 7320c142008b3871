import type { OperatorAccount, OperatorCreatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { OPERATORS_QUERY_KEY } from './operators-list';

/** `POST /admin/operators`: 409 with a Thai message when the name is taken. */
export function createOperator(payload: OperatorCreatePayload): Promise<OperatorAccount> {
  return api.post<OperatorAccount>('/admin/operators', payload);
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
}
