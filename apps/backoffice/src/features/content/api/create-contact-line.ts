import type { AdminContactLine, ContactLineCreatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactLinesKey } from './get-contact-lines';

/** `POST /admin/contact-lines` (the site's first line becomes its default). */
export const createContactLine = (payload: ContactLineCreatePayload) =>
  api.post<AdminContactLine>('/admin/contact-lines', payload);

export function useCreateContactLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactLinesKey }),
  });
}
