import type { FastifyInstance } from 'fastify';
import { agentOperatorRoutes } from './routes/operator/agents';
import { cannedReplyOperatorRoutes } from './routes/operator/canned-replies';
import { conversationChangeOperatorRoutes } from './routes/operator/conversation-changes';
import { conversationOperatorRoutes } from './routes/operator/conversations';
import { messageOperatorRoutes } from './routes/operator/messages';
import { settingOperatorRoutes } from './routes/operator/settings';
import { statOperatorRoutes } from './routes/operator/stats';

/**
 * The agents' inbox (docs/api-chat.md "Operator calls"), one plugin per resource in
 * `routes/operator/`: conversations, messages and replies, states, assignment, availability, canned
 * replies, settings and the agents' times. State changes, assignments, canned replies and settings
 * are audited with the row before and after.
 */
export async function chatOperatorRoutes(app: FastifyInstance) {
  await app.register(conversationOperatorRoutes);
  await app.register(messageOperatorRoutes);
  await app.register(conversationChangeOperatorRoutes);
  await app.register(agentOperatorRoutes);
  await app.register(cannedReplyOperatorRoutes);
  await app.register(settingOperatorRoutes);
  await app.register(statOperatorRoutes);
}
