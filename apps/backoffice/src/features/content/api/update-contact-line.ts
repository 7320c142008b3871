import type { AdminContactLine, ContactLineUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactLinesKey } from './get-contact-lines';

/** `PUT /admin/contact-lines/{uuid}`. */
export const updateContactLine = ({ uuid, changes }: { uuid: string; changes: ContactLineUpdatePayload }) =>
  api.put<AdminContactLine>(`/admin/contact-lines/${uuid}`, changes);

export function useUpdateContactLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactLinesKey }),
  });
}
