import { type AdminChatAgent, type AdminChatConversation, type ChatStatus, formatDate } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { type ReactNode, useState } from 'react';
import { Badge, type Tone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { failureText } from '@/shared/lib/error-message';
import { useAssign, useChangeStatus } from '../api/conversations';
import { SnoozeDialog } from './snooze-dialog';

export const STATUS_TONES: Record<ChatStatus, Tone> = {
  open: 'info',
  pending: 'warn',
  resolved: 'good',
  snoozed: 'neutral',
};

/** The state changes each state offers (Chatwoot's): resolve, wait for the member, snooze, reopen. */
const NEXT: Record<ChatStatus, readonly ('resolved' | 'pending' | 'snoozed' | 'open')[]> = {
  open: ['resolved', 'pending', 'snoozed'],
  pending: ['resolved', 'snoozed', 'open'],
  snoozed: ['resolved', 'open'],
  resolved: ['open'],
};
const ACTION_LABEL = {
  resolved: BO_CHAT.resolve,
  pending: BO_CHAT.markPending,
  snoozed: BO_CHAT.snooze,
  open: BO_CHAT.reopen,
} as const;

interface Notice {
  ok: boolean;
  text: string;
  /** A success says what the conversation became: it goes once the conversation has changed again. */
  holds?: (conversation: AdminChatConversation) => boolean;
}

const errorText = failureText;

/**
 * A conversation's state and assignee, and what the agent may change: its state (chat.reply), taking it
 * (chat.reply), giving it to another agent or to nobody (chat.manage only).
 */
export function ConversationActions({
  heading,
  conversation,
  agents,
  canReply,
  canManage,
}: {
  /** The conversation's name, shown first on the state's line. */
  heading: ReactNode;
  conversation: AdminChatConversation;
  agents: AdminChatAgent[] | undefined;
  canReply: boolean;
  canManage: boolean;
}) {
  const changeStatus = useChangeStatus(conversation.id);
  const assign = useAssign(conversation.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [snoozing, setSnoozing] = useState(false);
  const me = agents?.find((agent) => agent.me);
  const [assignee, setAssignee] = useState<string>(String(conversation.assignee?.id ?? ''));
  const [shownAssignee, setShownAssignee] = useState(conversation.assignee?.id);
  // The select follows the conversation when its assignee changes elsewhere (another agent, an event).
  if (shownAssignee !== conversation.assignee?.id) {
    setShownAssignee(conversation.assignee?.id);
    setAssignee(String(conversation.assignee?.id ?? ''));
  }

  const toStatus = async (status: ChatStatus, snoozedUntil?: string) => {
    setNotice(null);
    try {
      await changeStatus.mutateAsync(snoozedUntil ? { status, snoozed_until: snoozedUntil } : { status });
      setNotice({
        ok: true,
        text: BO_CHAT.statusChanged(BO_CHAT.statuses[status]),
        holds: (now) => now.status === status,
      });
      return null;
    } catch (error) {
      const text = errorText(error);
      if (!snoozedUntil) setNotice({ ok: false, text });
      return text;
    }
  };

  const assignTo = async (operatorId: number | null) => {
    setNotice(null);
    try {
      const row = await assign.mutateAsync(operatorId);
      const assigneeId = row.assignee?.id;
      setNotice({
        ok: true,
        text: row.assignee ? BO_CHAT.assigned(row.assignee.name) : BO_CHAT.unassigned,
        holds: (now) => now.assignee?.id === assigneeId,
      });
    } catch (error) {
      setNotice({ ok: false, text: errorText(error) });
    }
  };

  const busy = changeStatus.isPending || assign.isPending;
  const mine = me !== undefined && conversation.assignee?.id === me.id;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {heading}
        <Badge tone={STATUS_TONES[conversation.status]}>{BO_CHAT.statuses[conversation.status]}</Badge>
        {conversation.status === 'snoozed' && conversation.snoozedUntil && (
          <span className="text-xs text-muted">
            {BO_CHAT.snoozedUntil(formatDate(conversation.snoozedUntil, 'dateTime'))}
          </span>
        )}
      </div>
      {canReply && (
        <div className="flex flex-wrap gap-2">
          {NEXT[conversation.status].map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'resolved' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => (status === 'snoozed' ? setSnoozing(true) : void toStatus(status))}
            >
              {ACTION_LABEL[status]}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">
          {conversation.assignee ? BO_CHAT.assignedTo(conversation.assignee.name) : BO_CHAT.noAssignee}
        </span>
        {canReply && me && !mine && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void assignTo(me.id)}>
            {BO_CHAT.take}
          </Button>
        )}
        {canManage && agents && (
          <form
            className="ml-auto flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void assignTo(assignee === '' ? null : Number(assignee));
            }}
          >
            <label className="sr-only" htmlFor={`assignee-${conversation.id}`}>
              {BO_CHAT.assignee}
            </label>
            <select
              id={`assignee-${conversation.id}`}
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
              className="h-8 max-w-44 rounded-lg border border-line bg-surface px-2 text-sm"
            >
              <option value="">{BO_CHAT.assignNobody}</option>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {BO_CHAT.agentOption(
                    agent.me ? BO_CHAT.me(agent.name) : agent.name,
                    agent.openAssigned,
                    agent.available,
                  )}
                </option>
              ))}
            </select>
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={busy || assignee === String(conversation.assignee?.id ?? '')}
            >
              {BO_CHAT.assign}
            </Button>
          </form>
        )}
      </div>
      {notice?.ok ? (
        <SuccessNotice>{notice.holds?.(conversation) === false ? null : notice.text}</SuccessNotice>
      ) : (
        <ErrorNotice message={notice?.text} />
      )}
      <SnoozeDialog
        open={snoozing}
        onClose={() => setSnoozing(false)}
        pending={changeStatus.isPending}
        onSnooze={async (until) => {
          const refused = await toStatus('snoozed', until);
          if (!refused) setSnoozing(false);
          return refused;
        }}
      />
    </div>
  );
}
