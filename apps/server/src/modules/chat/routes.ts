import { CHAT_LIMITS, CHAT_SCHEMA_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { registerMultipart } from '../../lib/uploads';
import rateLimit from '../../plugins/rate-limit';
import { makeChatFilesPrivate } from './legacy-files';
import { chatMemberRoutes } from './member-routes';
import { chatOperatorRoutes } from './operator-routes';
import { SNOOZE_SWEEP_MS, reopenDueSnoozed } from './sweep';

export interface ChatServiceOptions {
  /** Prefix of the rate-limit keys in Redis; tests give each run its own. */
  rateLimitKeyPrefix?: string;
}

/**
 * The live-chat service (issue 16, decision 0130), mounted at `/chat/api/v1` as one encapsulated plugin
 * with its own rate limit and multipart parser (services/chat.ts gives it its OpenAPI document): the members' calls, the
 * agents' under `/operator`, the socket's `conversation` and `inbox` channels, and the sweep that
 * reopens snoozed conversations (the `chat-snooze` job, once a minute across all processes). At start,
 * chat files stored before decision 0132 under public keys are moved out of /uploads.
 */
export async function chatService(api: FastifyInstance, options: ChatServiceOptions) {
  await api.register(rateLimit, { keyPrefix: options.rateLimitKeyPrefix });
  await registerMultipart(api, CHAT_LIMITS.uploadMaxBytesCeiling);
  api.knownMessages.add(CHAT_SCHEMA_MESSAGES);
  await makeChatFilesPrivate(api.db, api.storage, api.log);
  await api.register(chatMemberRoutes);
  await api.register(chatOperatorRoutes);
  api.jobs.register({ name: 'chat-snooze', everyMs: SNOOZE_SWEEP_MS, run: () => reopenDueSnoozed(api) });
}
