import type { MemberProfile } from '@member/shared';

/** `GET /member/profile` is to carry the member's id (`id`, a string); until it does, it is optional. */
export type MemberProfileWithId = MemberProfile & { id?: string };

/** The subject (`sub`) of a JWT, read without checking it: the server checks the channel it names. */
function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && /^\d{1,19}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The id that names the member's channel (`member:{id}`): the profile's `id`, else the subject of the
 * access token (the member's id too). The server authorises the channel, so a wrong guess is refused.
 */
export function memberIdOf(profile: MemberProfileWithId, token: string | null): string | null {
  return profile.id ?? tokenSubject(token);
}
