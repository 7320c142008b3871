import type { AdminChatAgentStats } from '@member/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { chatKeys } from './keys';

export const statsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: chatKeys.stats(from, to),
    queryFn: ({ signal }) =>
      chatApi.get<AdminChatAgentStats[]>(`/operator/stats?${new URLSearchParams({ from, to }).toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
