/** What both web apps share: the API client per service base, its errors, the token store. */
export { ApiError, isApiError } from './api/api-error';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './api/create-client';
export { createServiceClients, originOf, type ServiceClients, type ServiceClientsOptions } from './api/service-clients';
export { createTokenStore, type TokenStore } from './api/token-store';
export {
  CHUNK_FAILURE_SHOWN_MS,
  isChunkLoadError,
  onChunkLoadFailure,
  reloadAfterChunkError,
} from './lib/chunk-reload';
export { useRefreshedUrl } from './lib/refreshed-url';
