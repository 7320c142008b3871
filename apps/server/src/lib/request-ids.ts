import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request ids (issue 29): a well-formed `X-Request-Id` from the proxy in front is kept, so one id
 * follows a request from the balancer's log to ours; anything else gets a fresh UUID (never a
 * per-process counter: two processes would hand out the same ids).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** W3C Trace Context (https://www.w3.org/TR/trace-context/#traceparent-header): version-trace-parent-flags. */
const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function requestIdOf(request: IncomingMessage): string {
  const given = single(request.headers[REQUEST_ID_HEADER]);
  return given !== undefined && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** The request's `traceparent` when it is well-formed: put on its log lines, so traces and logs meet. */
export function traceparentOf(request: IncomingMessage): string | undefined {
  const given = single(request.headers.traceparent)?.toLowerCase();
  return given !== undefined && TRACEPARENT.test(given) ? given : undefined;
}
