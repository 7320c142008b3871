import { errorEnvelopeSchema } from '@member/shared/responses';
import type { RouteOptions } from 'fastify';

/**
 * Adds the failure statuses a plugin produces to a route's declared answers, each with the error
 * envelope: the plugin that answers a status is the one that declares it, so the OpenAPI document
 * lists exactly what an operation can answer and the tests' check (plugins/schemas.ts) holds every
 * answer to it. A route that declares no answers (the documentation pages) is left alone; a status
 * the route declares itself keeps its own schema.
 */
export function declareStatuses(route: RouteOptions, statuses: readonly number[]): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) return;
  const added = statuses.filter((status) => !(String(status) in response));
  if (added.length === 0) return;
  route.schema = {
    ...route.schema,
    response: { ...response, ...Object.fromEntries(added.map((status) => [status, errorEnvelopeSchema])) },
  };
}

/** Whether a route takes a body: Fastify parses one for every method but GET and HEAD. */
export const takesBody = (route: RouteOptions) =>
  [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
