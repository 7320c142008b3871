import type { AdminMemberDetail, AdminMemberRow, Page } from '@member/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { memberKeys } from './keys';

export const memberPath = (tel: string) => `/admin/members/${encodeURIComponent(tel)}`;

/** `GET /admin/members` with the list's query string (`?q&status&level&sort&page&limit`). */
export const memberListQuery = (query: string) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<AdminMemberRow>>(`/admin/members${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const memberDetailQuery = (tel: string) =>
  queryOptions({
    queryKey: memberKeys.detail(tel),
    queryFn: ({ signal }) => api.get<AdminMemberDetail>(memberPath(tel), { signal }),
  });
