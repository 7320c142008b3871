import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_ROUTE_PATTERNS, MEMBER_ROUTES, routePatternMatcher } from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';

/** Vite puts content-hashed files here (each app its own folder): safe to cache for a year. */
const HASHED_ASSETS = /^(\/backoffice)?\/assets\//;
/** The operators' app: its own build, under its own path (DESIGN.md §1). */
const BACKOFFICE_PREFIX = '/backoffice/';
const BACKOFFICE_PAGE = /^\/backoffice(\/|$)/;
/** The apps' route tables (shared with their routers): a page path outside them is the app's 404 page. */
const isMemberRoute = routePatternMatcher(Object.values(MEMBER_ROUTES));
const isBackofficeRoute = routePatternMatcher(BACKOFFICE_ROUTE_PATTERNS);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Headers that only mean something on a document (the page's CSP, framing, cross-origin isolation)
 * or for revalidation, which an immutable file never needs: a phone's first load fetches a dozen
 * files, so they are left off those answers.
 */
const NOT_FOR_HASHED_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'etag',
  'last-modified',
];
const NOT_BUILT_MESSAGE = 'The web app is not built yet: run `npm run build` in the repository root, then restart.';

const isBuilt = (root: string) => existsSync(path.join(root, 'index.html'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a URL lies under one of the services' paths (`/api`, `/api/...`, never `/apix`). */
export function servicePathMatcher(servicePaths: readonly string[]): (url: string) => boolean {
  const patterns = servicePaths.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(/|$)`));
  return (url) => {
    const pathname = url.split('?')[0] ?? url;
    return patterns.some((pattern) => pattern.test(pathname));
  };
}

/**
 * Serves the built web apps: the member site at `/` and the back office at `/backoffice/`, their files as
 * they are, and each app's `index.html` for every other GET under it that is not a service path (history
 * fallback), so deep links such as /tx/deposit or /backoffice/members/0812345678 load the app. A path
 * that the app's route table (@member/shared) does not know gets the same page, which shows its 404
 * screen, with the status 404, so crawlers and monitors see a missing page as missing. The services' paths (every registered service's, services/index.ts) are never a page: a JSON 404 until the
 * service behind them runs.
 */
export async function registerSpa(app: FastifyInstance, servicePaths: readonly string[]) {
  const isServicePath = servicePathMatcher(servicePaths);
  const memberRoot = app.config.webDist;
  const backofficeRoot = app.config.backofficeDist;
  const memberBuilt = isBuilt(memberRoot);
  const backofficeBuilt = isBuilt(backofficeRoot);
  const staticOptions = (root: string) => ({
    root,
    // Routes for the files that exist at start; everything else reaches the not-found handler.
    wildcard: false,
    // The builds write .br and .gz beside each text file (the apps' vite.config.ts): the best the
    // client accepts is sent, with `Vary: Accept-Encoding`.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      reply.header('Cache-Control', HASHED_ASSETS.test(relative) ? IMMUTABLE : 'no-cache');
    },
  });
  if (memberBuilt) await app.register(fastifyStatic, staticOptions(memberRoot));
  else app.log.warn(`No built web app in ${memberRoot}: pages answer 503 until you run \`npm run build\`.`);
  if (backofficeBuilt) {
    await app.register(fastifyStatic, {
      ...staticOptions(backofficeRoot),
      prefix: BACKOFFICE_PREFIX,
      // One `reply.sendFile` is enough: the fallback names each app's root.
      decorateReply: !memberBuilt,
    });
  } else {
    app.log.warn(
      `No built back office in ${backofficeRoot}: /backoffice/ answers 503 until you run \`npm run build\`.`,
    );
  }
  if (memberBuilt || backofficeBuilt) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 200 && HASHED_ASSETS.test(request.url)) {
        for (const name of NOT_FOR_HASHED_ASSETS) reply.removeHeader(name);
      }
      return payload;
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isServicePath(request.url) || !isPageRequest) throw notFound();
    const pathname = request.url.split('?')[0] ?? '';
    // A missing hashed file is a real 404: answering HTML for a script only hides the failure.
    if (HASHED_ASSETS.test(pathname)) throw notFound();
    const backoffice = BACKOFFICE_PAGE.test(pathname);
    if (!(backoffice ? backofficeBuilt : memberBuilt)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const known = backoffice ? isBackofficeRoute(pathname.slice('/backoffice'.length) || '/') : isMemberRoute(pathname);
    reply.header('Cache-Control', 'no-cache');
    if (!known) reply.status(404);
    return reply.sendFile('index.html', backoffice ? backofficeRoot : memberRoot, { cacheControl: false });
  });
}
