import { CONTENT_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { createPublicCache } from '../../lib/public-cache';
import { memberContentRoutes } from './member-routes';
import { operatorContentRoutes } from './operator-routes';

/** How long a process may show content another process changed while Redis could not tell it. */
const PUBLIC_CONTENT_TTL_MS = 30_000;
const CONTENT_CHANGED = 'content:changed';

/**
 * Site content (decision 0040, docs/api-content.md): the public reads (member-routes.ts) and the
 * operator's management (operator-routes.ts). Its schemas' Thai messages are known to the validator.
 *
 * The public reads are the same for every visitor and a page load makes up to seven of them, so each
 * process keeps them in memory (decision 0088): any change an operator makes forgets them at once here
 * and, through Redis, in every other process.
 */
export async function contentRoutes(app: FastifyInstance) {
  app.knownMessages.add(CONTENT_MESSAGES);
  const cache = createPublicCache(PUBLIC_CONTENT_TTL_MS);
  app.realtime.onNoticeFromOtherProcesses(CONTENT_CHANGED, () => cache.invalidate());
  const changed = () => {
    cache.invalidate();
    app.realtime.noticeToOtherProcesses(CONTENT_CHANGED);
  };
  await app.register(memberContentRoutes, { cache });
  await app.register(operatorContentRoutes, { changed });
}
