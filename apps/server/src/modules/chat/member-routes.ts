import type { FastifyInstance } from 'fastify';
import { chatFileReadRoutes } from './routes/member/file-reads';
import { chatFileRoutes } from './routes/member/files';
import { memberMessageRoutes } from './routes/member/messages';
import { publicSettingRoutes } from './routes/member/settings';
import { unreadRoutes } from './routes/member/unread';

/**
 * The members' calls (SPEC.md §7 "Live chat", docs/api-chat.md), one plugin per resource in
 * `routes/member/`: their own conversation only. The file calls take operators too.
 */
export async function chatMemberRoutes(app: FastifyInstance) {
  await app.register(publicSettingRoutes);
  await app.register(memberMessageRoutes);
  await app.register(chatFileRoutes);
  await app.register(chatFileReadRoutes);
  await app.register(unreadRoutes);
}
