import { type OperatorMe, type Permission, hasPermission } from '@member/shared';
import { isApiError } from '@member/web-kit';
import { useQuery } from '@tanstack/react-query';
import { api, operatorToken } from './client';
import { OPERATOR_QUERY_KEY, queryClient } from './query-client';

async function fetchOperator(): Promise<OperatorMe | null> {
  if (!operatorToken.get()) return null;
  try {
    return await api.get<OperatorMe>('/admin/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const operatorQueryOptions = {
  queryKey: OPERATOR_QUERY_KEY,
  queryFn: fetchOperator,
  staleTime: 60_000,
};

export type OperatorSession =
  | { status: 'pending'; operator: null }
  | { status: 'signed-out'; operator: null }
  | { status: 'signed-in'; operator: OperatorMe; can: (permission: Permission) => boolean };

export function useOperatorSession(): OperatorSession {
  const query = useQuery({ ...operatorQueryOptions, initialData: () => (operatorToken.get() ? undefined : null) });
  const operator = query.data;
  if (operator) return { status: 'signed-in', operator, can: (permission) => hasPermission(operator.role, permission) };
  if (query.isPending) return { status: 'pending', operator: null };
  return { status: 'signed-out', operator: null };
}

/** The operator of a screen behind the guard (the guard renders nothing else). */
export function useOperator() {
  const session = useOperatorSession();
  if (session.status !== 'signed-in') throw new Error('useOperator outside the signed-in layout');
  return session;
}

interface LoginAnswer {
  access_token: string;
}

export async function signIn(username: string, password: string): Promise<void> {
  const answer = await api.post<LoginAnswer>('/admin/login', { username, password }, { auth: false });
  operatorToken.set(answer.access_token);
  queryClient.clear();
  await queryClient.fetchQuery(operatorQueryOptions);
}

export async function signOut(): Promise<void> {
  // The server revokes the session; the browser forgets it even if that call fails.
  await api.post('/admin/logout').catch(() => undefined);
  operatorToken.clear();
  queryClient.clear();
  queryClient.setQueryData(OPERATOR_QUERY_KEY, null);
}
