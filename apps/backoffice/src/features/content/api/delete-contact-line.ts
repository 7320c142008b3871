import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactLinesKey } from './get-contact-lines';

/** `DELETE /admin/contact-lines/{uuid}` (never the default one). */
export const deleteContactLine = (uuid: string) => api.delete<{ deleted: true }>(`/admin/contact-lines/${uuid}`);

export function useDeleteContactLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactLinesKey }),
  });
}
