import type { AdminContactLine } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/contact-lines`. */
export const contactLinesKey = ['content', 'contact-lines'] as const;

export const fetchContactLines = () => api.get<AdminContactLine[]>('/admin/contact-lines');

export const contactLinesQuery = () => queryOptions({ queryKey: contactLinesKey, queryFn: fetchContactLines });

export const useContactLines = () => useQuery(contactLinesQuery());
