import type { HowtoContent, HowtoUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { howtoKey } from './get-howto';

/** `PUT /admin/howto`: every section, in order. */
export const saveHowto = (payload: HowtoUpdatePayload) => api.put<HowtoContent>('/admin/howto', payload);

export function useSaveHowto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHowto,
    onSuccess: (answer) => queryClient.setQueryData(howtoKey, answer),
  });
}
