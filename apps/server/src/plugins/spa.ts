import { existsSync } from 'node:fs';
import path from 'node:path';
import { BACKOFFICE_ROUTE_PATTERNS, MEMBER_ROUTES, routePatternMatcher } from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import { servicePathMatcher } from '../lib/service-paths';
import { isFresh, loadStaticFiles, type StaticFile, staticAnswer } from '../lib/static-files';

/** Vite puts content-hashed files here (each app its own folder): safe to cache for a year. */
const HASHED_ASSETS = /^(\/backoffice)?\/assets\//;
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
];
const NOT_BUILT_MESSAGE = 'The web app is not built yet: run `npm run build` in the repository root, then restart.';

const isBuilt = (root: string) => existsSync(path.join(root, 'index.html'));

/** One built app: where its URL paths start and its files, read into memory at start. */
interface BuiltApp {
  prefix: '' | '/backoffice';
  files: Map<string, StaticFile>;
  isRoute: (pathname: string) => boolean;
}

function loadApp(app: FastifyInstance, root: string, prefix: BuiltApp['prefix'], isRoute: BuiltApp['isRoute']) {
  if (isBuilt(root)) return { prefix, files: loadStaticFiles(root), isRoute };
  const where = prefix === '' ? 'web app' : 'back office';
  app.log.warn(`No built ${where} in ${root}: its pages answer 503 until you run \`npm run build\`.`);
  return null;
}

/** Sends one file of a build from memory, or 304 when the client already holds this very variant. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string) {
  const answer = staticAnswer(file, request.headers['accept-encoding']);
  reply.header('Cache-Control', cacheControl).header('ETag', answer.etag);
  if (answer.varies) reply.header('Vary', 'accept-encoding');
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
  return reply.type(file.contentType).send(answer.body);
}

/**
 * Serves the built web apps from memory: the member site at `/` and the back office at `/backoffice/`.
 * A request for one of a build's files gets it (its `.br` or `.gz` variant when the client takes one,
 * an ETag for revalidation); every other GET under an app that is not a service path gets the app's
 * `index.html` (history fallback), so deep links such as /tx/deposit or /backoffice/members/0812345678
 * load the app. A path that the app's route table (@member/shared) does not know gets the same page,
 * which shows its 404 screen, with the status 404, so crawlers and monitors see a missing page as
 * missing. The services' paths (every registered service's, services/index.ts) are never a page: a
 * JSON 404 until the service behind them runs.
 */
export async function registerSpa(app: FastifyInstance, servicePaths: readonly string[]) {
  const isServicePath = servicePathMatcher(servicePaths);
  const member = loadApp(app, app.config.webDist, '', isMemberRoute);
  const backoffice = loadApp(app, app.config.backofficeDist, '/backoffice', isBackofficeRoute);

  if (member || backoffice) {
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
    const inBackoffice = BACKOFFICE_PAGE.test(pathname);
    const built = inBackoffice ? backoffice : member;
    const file = built?.files.get(pathname.slice(built.prefix.length));
    if (file) return sendFile(request, reply, file, HASHED_ASSETS.test(pathname) ? IMMUTABLE : 'no-cache');
    // A missing hashed file is a real 404: answering HTML for a script only hides the failure.
    if (HASHED_ASSETS.test(pathname)) throw notFound();
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    const page = built.files.get('/index.html');
    if (!page) throw notFound();
    if (!built.isRoute(pathname.slice(built.prefix.length) || '/')) reply.status(404);
    return sendFile(request, reply, page, 'no-cache');
  });
}
