import type { MemberProfile } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@member/web-kit';
import { api } from '@/shared/api/client';
import { PROFILE_QUERY_KEY } from '@/shared/api/query-client';
import { getAccessToken } from '@/shared/api/token';

/** The signed-in member, or null for a guest (no token, or the token was refused). */
export async function fetchProfile(): Promise<MemberProfile | null> {
  if (!getAccessToken()) return null;
  try {
    return await api.get<MemberProfile>('/member/profile');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const profileQueryOptions = {
  queryKey: PROFILE_QUERY_KEY,
  queryFn: fetchProfile,
  staleTime: 60_000,
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
};

export type Session =
  | { status: 'pending'; profile: null }
  | { status: 'guest'; profile: null }
  | { status: 'member'; profile: MemberProfile };

/** SPEC.md §4: whether someone is signed in is derived from the loaded profile. */
export function useSession(): Session {
  const query = useQuery({
    ...profileQueryOptions,
    // A guest has nothing to load, so there is no pending state to wait for.
    initialData: () => (getAccessToken() ? undefined : null),
  });
  if (query.data) return { status: 'member', profile: query.data };
  if (query.isPending) return { status: 'pending', profile: null };
  return { status: 'guest', profile: null };
}
