import { SERVICE_BASES } from '@member/shared';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { servicePathMatcher } from '../lib/service-paths';

/** Helmet's default HSTS: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * What a JSON answer of the services' APIs needs (OWASP's REST headers): it is never a document, so
 * nothing may run, load or frame it. The document's own set (its CSP, cross-origin isolation, framing,
 * the legacy IE and Flash headers) means nothing on it, and would be about 400 bytes on every call.
 */
const API_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

const API_BASES = Object.values(SERVICE_BASES);
const underApiBase = servicePathMatcher(API_BASES);
const underDocsPage = servicePathMatcher(API_BASES.map((base) => `${base}/docs`));

/** A call under a client API base (`/api/...`), not its readable documentation page (`<base>/docs`). */
export const isApiCall = (url: string): boolean => underApiBase(url) && !underDocsPage(url);

/**
 * A CSP that fits the built Vite SPA: its own scripts only, inline styles (Radix and Tailwind set
 * style attributes), images from data:/blob: URLs (QR codes, previews), workers from the site or a
 * blob (the success confetti). No
 * upgrade-insecure-requests so http://localhost keeps working.
 *
 * HSTS goes only on answers that went out over HTTPS (the server's own TLS, or a trusted proxy's
 * `X-Forwarded-Proto: https`): a browser ignores it over plain HTTP (RFC 6797 §7.2), and sending it
 * there tells a reader that the plain-HTTP site is meant to be HTTPS-only when it is not.
 *
 * Helmet's middleware is made once and run on each request (the Fastify wrapper made it anew on every
 * request, re-reading the policy each time: a measurable share of a member call, issue 34).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // canvas-confetti draws in a worker made from a blob; the service worker is the site's own.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiCall(request.url)) {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      return;
    }
    for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
