import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../../db/database';
import { type Change, conversationNotFound } from '../../change';
import { adminConversation, type Conversation, lockConversation } from '../../conversations';
import { publishChange } from '../../events';

/** A conversation as the inbox shows it; a missing one is the conversation's 404. */
export async function adminRow(q: Queryable, id: number | string) {
  const conversation = await adminConversation(q, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

async function locked(tx: Queryable, id: number): Promise<Conversation> {
  const conversation = await lockConversation(tx, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** What the audit keeps of a conversation. */
const auditView = (conversation: Conversation) => ({
  status: conversation.status,
  snoozedUntil: conversation.snoozedUntil,
  assigneeId: conversation.assigneeId,
});

/** An audited change of a conversation: its events go out once committed. */
export async function auditedChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  id: number,
  change: (tx: Queryable, conversation: Conversation) => Promise<Change>,
) {
  const { answer, done } = await app.audited(
    request,
    { action, type: 'chat_conversation', id: String(id) },
    async (tx) => {
      const before = await locked(tx, id);
      const done = await change(tx, before);
      const after = await locked(tx, id);
      return {
        before: auditView(before),
        after: auditView(after),
        answer: { answer: await adminRow(tx, id), done },
      };
    },
  );
  await publishChange(app, done);
  return answer;
}
