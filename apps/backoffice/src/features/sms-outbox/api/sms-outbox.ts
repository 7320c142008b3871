import type { Page, SmsOutboxRow } from '@member/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** `GET /admin/sms-outbox?tel&page&limit`: messages to members' phones, newest first. */
export function smsOutboxOptions(query: string) {
  return queryOptions({
    queryKey: ['sms-outbox', query] as const,
    queryFn: ({ signal }) => api.get<Page<SmsOutboxRow>>(`/admin/sms-outbox${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSmsOutbox(query: string) {
  return useQuery(smsOutboxOptions(query));
}
