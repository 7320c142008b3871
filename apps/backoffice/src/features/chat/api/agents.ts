import type { AdminChatAgent } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { chatKeys } from './keys';

export const agentsQuery = queryOptions({
  queryKey: chatKeys.agents,
  queryFn: ({ signal }) => chatApi.get<AdminChatAgent[]>('/operator/agents', { signal }),
  staleTime: 30_000,
});

/** The signed-in agent's own row among the agents (none for a role that may not reply). */
export const myAgent = (agents: AdminChatAgent[] | undefined) => agents?.find((agent) => agent.me);

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => chatApi.put<AdminChatAgent>('/operator/agents/me', { available }),
    onSuccess: (me) =>
      queryClient.setQueryData<AdminChatAgent[]>(chatKeys.agents, (agents) =>
        agents?.map((agent) => (agent.id === me.id ? me : agent)),
      ),
  });
}
