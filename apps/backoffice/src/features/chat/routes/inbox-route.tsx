import { type AdminChatConversation, CHAT_STATUSES, type ChatStatus, formatThousands } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useMatch, useParams, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { paths } from '@/shared/paths';
import { agentsQuery } from '../api/agents';
import { conversationsQuery, countsQuery } from '../api/conversations';
import { ConversationPane } from '../components/conversation-pane';
import { formatListTime } from '../lib/bangkok-time';
import { type AssigneeFilter, type InboxFilter, memberName, rowsOf } from '../lib/conversation-list';

const ASSIGNEES: readonly AssigneeFilter[] = ['me', 'unassigned', 'all'];

/** The URL's filters, with the defaults for what is missing or unknown: open conversations, everyone's. */
export function readFilter(params: URLSearchParams): InboxFilter {
  const status = params.get('status');
  const assignee = params.get('assignee');
  return {
    status: (CHAT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ChatStatus) : 'open',
    assignee: (ASSIGNEES as readonly string[]).includes(assignee ?? '') ? (assignee as AssigneeFilter) : 'all',
  };
}

/**
 * `/chat/inbox`: the conversations of one state (tabs with their counts) and one assignee filter, both in
 * the URL, newest activity first and kept live; the open conversation beside them (the child route).
 */
export default function InboxRoute() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filter = readFilter(params);
  const list = useInfiniteQuery(conversationsQuery(filter));
  const counts = useQuery(countsQuery);
  // The agents tell who "me" is, for the live updates of the "mine" list.
  useQuery(agentsQuery);
  const open = useMatch(paths.chatConversation(':id'));
  const openId = Number(open?.params.id);
  const rows = rowsOf(list.data);

  const withFilter = (patch: Partial<InboxFilter>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) next.set(key, value);
    return next;
  };

  return (
    <div className="grid h-[calc(100dvh-14rem)] min-h-[32rem] grid-cols-[17rem_minmax(0,1fr)] overflow-hidden rounded-xl border border-line bg-surface">
      <section aria-label={BO_CHAT.listCaption} className="flex min-h-0 flex-col border-r border-line">
        <nav aria-label={BO_CHAT.statusTabs} className="grid grid-cols-2 gap-1 border-b border-line p-2">
          {CHAT_STATUSES.map((status) => {
            const count = counts.data?.[status];
            const current = status === filter.status;
            return (
              <Link
                key={status}
                to={{ pathname: location.pathname, search: withFilter({ status }).toString() }}
                replace
                aria-current={current ? 'page' : undefined}
                className={`flex items-center justify-between gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold ${current ? 'bg-accent text-white' : 'text-muted hover:bg-surface-2 hover:text-text'}`}
              >
                {BO_CHAT.statuses[status]}
                {/* The name is what shows, then the count with its unit as hidden text: "รอสมาชิกตอบ 0 รายการ". */}
                {count !== undefined && (
                  <>
                    <span className="sr-only">{` ${formatThousands(count, 0)} ${BO_CHAT.statusCountUnit}`}</span>
                    <span
                      aria-hidden="true"
                      className={`tabular rounded-full px-1.5 text-xs ${current ? 'bg-white/20' : 'bg-surface-2'}`}
                    >
                      {formatThousands(count, 0)}
                    </span>
                  </>
                )}
              </Link>
            );
          })}
        </nav>
        <div className="border-b border-line p-2">
          <SelectField
            label={BO_CHAT.assigneeFilter}
            value={filter.assignee}
            options={ASSIGNEES.map((value) => ({ value, label: BO_CHAT.assignees[value] }))}
            onChange={(event) =>
              setParams(withFilter({ assignee: event.target.value as AssigneeFilter }), { replace: true })
            }
          />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {!list.data ? (
            <QueryState error={list.error} onRetry={() => void list.refetch()} />
          ) : rows.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted">{BO_CHAT.emptyList}</p>
          ) : (
            <ul aria-label={BO_CHAT.listCaption}>
              {rows.map((row) => (
                <ConversationRow
                  key={row.id}
                  row={row}
                  current={row.id === openId}
                  to={{ pathname: paths.chatConversation(row.id), search: location.search }}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="flex justify-center p-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? <Spinner className="size-4" /> : BO_CHAT.loadMore}
              </Button>
            </div>
          )}
        </div>
      </section>
      <Outlet />
    </div>
  );
}

function ConversationRow({
  row,
  current,
  to,
}: {
  row: AdminChatConversation;
  current: boolean;
  to: { pathname: string; search: string };
}) {
  const last = row.lastMessage;
  const prefix =
    last?.sender === 'agent' ? BO_CHAT.previewAgent : last?.sender === 'system' ? BO_CHAT.previewSystem : '';
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={`flex flex-col gap-0.5 border-b border-line px-3 py-2 ${current ? 'bg-sky-50' : 'hover:bg-surface-2'}`}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${row.unread > 0 ? 'font-semibold' : ''}`}>{memberName(row.member)}</span>
          {last && (
            <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted">
              {formatListTime(last.createdAt)}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2 text-xs text-muted">
          <span className="tabular">{row.member.tel}</span>
          {row.unread > 0 && (
            <span
              aria-label={BO_CHAT.unread(row.unread)}
              className="tabular rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
            >
              {row.unread}
            </span>
          )}
        </span>
        <span className={`truncate text-sm ${row.unread > 0 ? 'text-text' : 'text-muted'}`}>
          {last ? `${prefix}${last.preview}` : BO_CHAT.noMessagesYet}
        </span>
        <span className="truncate text-xs text-muted">
          {row.assignee ? BO_CHAT.assignedTo(row.assignee.name) : BO_CHAT.noAssignee}
        </span>
      </Link>
    </li>
  );
}

/** `/chat/inbox` with no conversation open. */
export function PickConversation() {
  return <p className="m-auto p-6 text-center text-sm text-muted">{BO_CHAT.pickConversation}</p>;
}

/** `/chat/inbox/:id`: the conversation beside the list (a new one starts afresh). */
export function ConversationRoute() {
  const { id } = useParams();
  const conversationId = Number(id);
  if (!Number.isInteger(conversationId) || conversationId <= 0) return <PickConversation />;
  return <ConversationPane key={conversationId} conversationId={conversationId} />;
}
