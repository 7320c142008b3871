import { REALTIME_SOCKET_PATH, SERVICE_BASES } from '@member/shared';
import { defineChatChannels } from '../modules/chat/events';
import { chatService as chatRoutes } from '../modules/chat/routes';
import { scopedService } from './definition';

/**
 * The live chat (decision 0130): signed in through the member service like the mini-games, so it runs
 * in a process of its own too. The realtime socket is accepted where it runs (app.ts); its path is the
 * chat's, never a page. Its channels: a conversation and the agents' inbox.
 */
export const chatService = scopedService({
  name: 'chat',
  prefix: SERVICE_BASES.chat,
  paths: ['/chat/api', REALTIME_SOCKET_PATH],
  docs: {
    title: 'Live chat API',
    description:
      "The live chat (`/chat/api/v1`): the member's conversation, messages, attachments and unread count; the agents' inbox under `/operator`. Realtime events: socket.io at `/chat/realtime-socket` (docs/api-chat.md).",
  },
  channels: defineChatChannels,
  routes: chatRoutes,
});
