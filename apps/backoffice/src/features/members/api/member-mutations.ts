import type {
  ManualAdjustmentPayload,
  MemberCredit,
  MemberLevel,
  MemberLevelResult,
  MemberPasswordResetResult,
  MemberStatus,
  MemberStatusResult,
} from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { memberKeys } from './keys';
import { memberPath } from './members';

/** The member's changes: each refreshes everything known about members once it is saved. */
function useMemberMutation<Input, Output>(tel: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    meta: { tel },
  });
}

export const useChangeLevel = (tel: string) =>
  useMemberMutation(tel, (level: MemberLevel) => api.put<MemberLevelResult>(`${memberPath(tel)}/level`, { level }));

export const useChangeStatus = (tel: string) =>
  useMemberMutation(tel, (status: MemberStatus) =>
    api.put<MemberStatusResult>(`${memberPath(tel)}/status`, { status }),
  );

export const useSendPasswordReset = (tel: string) =>
  useMemberMutation(tel, () => api.post<MemberPasswordResetResult>(`${memberPath(tel)}/password-reset`));

/** A manual credit or debit moves money: one idempotency key per submitted form, made by the caller. */
export const useAdjustCredit = (tel: string) =>
  useMemberMutation(tel, ({ payload, idempotencyKey }: { payload: ManualAdjustmentPayload; idempotencyKey: string }) =>
    api.post<MemberCredit>(`${memberPath(tel)}/adjustments`, payload, { idempotencyKey }),
  );
