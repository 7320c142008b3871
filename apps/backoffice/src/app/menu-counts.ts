import type { Permission } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { chatCountsQuery, queueCountsQuery } from '@/shared/api/queue-counts';
import type { WaitingQueue } from './menu';

/**
 * How many wait in each queue of the menu, for the roles that may open it: deposits and withdrawals waiting for
 * approval, and the chat's open conversations (waiting for the team's answer); undefined until known.
 */
export function useMenuCounts(can: (permission: Permission) => boolean): Record<WaitingQueue, number | undefined> {
  const money = useQuery({ ...queueCountsQuery, enabled: can('money.view') });
  const chat = useQuery({ ...chatCountsQuery, enabled: can('chat.view') });
  return {
    deposits: money.data?.deposits_waiting,
    withdrawals: money.data?.withdrawals_waiting,
    chat: chat.data?.open,
  };
}
