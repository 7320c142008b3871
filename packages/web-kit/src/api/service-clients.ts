import { type ClientServiceName, SERVICE_BASES } from '@member/shared';
import { type ApiClient, createApiClient } from './create-client';
import type { TokenStore } from './token-store';

export type ServiceClients = Record<ClientServiceName, ApiClient>;

export interface ServiceClientsOptions {
  /** Where the member API answers, read per call: a host may set it at runtime (SPEC.md §7, per-host API base). */
  apiBase: () => string;
  /**
   * What goes before every other service's base (`/minigame/api/v1`, `/chat/api/v1`). By default the API
   * base without its `/api`: the services answer beside the API, on the same host.
   */
  origin?: () => string;
  token: TokenStore;
  /** Called after a call made with a token answered 401: the session ended, the app goes back to sign-in. */
  onUnauthorized?: () => void;
}

const MEMBER_BASE_AT_END = new RegExp(`${SERVICE_BASES.member}/?$`);

/** The API base without the member API's own base: where the services live. */
export const originOf = (apiBase: string) => apiBase.replace(MEMBER_BASE_AT_END, '');

/**
 * One API client per service the web apps call (`SERVICE_BASES` in @member/shared), all with the same
 * token and the same end of session: an app makes these once, in its `shared/api/client.ts`.
 */
export function createServiceClients({
  apiBase,
  origin,
  token,
  onUnauthorized,
}: ServiceClientsOptions): ServiceClients {
  const originOfServices = origin ?? (() => originOf(apiBase()));
  const clients = {} as ServiceClients;
  for (const name of Object.keys(SERVICE_BASES) as ClientServiceName[]) {
    const base = name === 'member' ? apiBase : () => `${originOfServices()}${SERVICE_BASES[name]}`;
    clients[name] = createApiClient({ base, token, onUnauthorized });
  }
  return clients;
}
