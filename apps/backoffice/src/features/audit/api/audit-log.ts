import type { AuditLogEntry, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * `GET /admin/audit-log`, newest first, with the filters as query params: `operator` (username),
 * `action`, `targetType`, `targetId`, `from`, `to` (Bangkok days, YYYY-MM-DD), `page`, `limit`.
 */
export function auditLogOptions(query: string) {
  return queryOptions({
    queryKey: ['audit-log', query] as const,
    queryFn: ({ signal }) => api.get<Page<AuditLogEntry>>(`/admin/audit-log${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: string) {
  return useQuery(auditLogOptions(query));
}
