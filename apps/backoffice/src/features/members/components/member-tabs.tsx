import {
  type AdminDepositRow,
  type AdminPromotionClaim,
  type AdminWithdrawRow,
  formatDate,
  formatNumber,
  type LedgerRow,
  txStatus,
  WALLET,
} from '@member/shared';
import { BO_MEMBERS, BO_PLAY } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge, type Tone } from '@/shared/ui/badge';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useOperator } from '@/shared/api/session';
import { MEMBER_TABS, TAB_PERMISSION, type MemberTab, type MemberTabRows, memberTabQuery } from '../api/member-tabs';

const C = BO_MEMBERS.columns;
const TONES: Record<string, Tone> = { success: 'good', pending: 'warn', error: 'bad', none: 'neutral' };
const when = (value: string) => <span className="tabular whitespace-nowrap">{formatDate(value, 'dateTime')}</span>;
const baht = (value: number) => formatNumber(value);

function Status({ raw }: { raw: string }) {
  const { state, label } = txStatus(raw);
  return <Badge tone={TONES[state]}>{label}</Badge>;
}

/** A movement's amount with its sign: red when money went out, green when it came in. */
function SignedBaht({ value }: { value: number }) {
  return (
    <span className={value < 0 ? 'text-red-700' : 'text-green-800'}>
      {value > 0 ? '+' : ''}
      {baht(value)}
    </span>
  );
}

const channelLabel = (type: string) => WALLET.typeLabels[type as keyof typeof WALLET.typeLabels] ?? type.toUpperCase();

const ledger = createColumnHelper<LedgerRow>();
const deposit = createColumnHelper<AdminDepositRow>();
const withdrawal = createColumnHelper<AdminWithdrawRow>();
const bonus = createColumnHelper<AdminPromotionClaim>();
const session = createColumnHelper<MemberTabRows['sessions']>();
const round = createColumnHelper<MemberTabRows['rounds']>();

/** The columns of each tab. */
const COLUMNS: { [Tab in MemberTab]: Columns<MemberTabRows[Tab]> } = {
  ledger: [
    ledger.accessor('at', { header: C.at, cell: (info) => when(info.getValue()) }),
    ledger.accessor('kind', {
      header: C.kind,
      cell: (info) => BO_MEMBERS.ledgerKinds[info.getValue()] ?? BO_MEMBERS.ledgerKindOther,
    }),
    ledger.accessor('amount', {
      header: C.amount,
      meta: { numeric: true },
      cell: (info) => <SignedBaht value={info.getValue()} />,
    }),
    ledger.accessor('balance_after', {
      header: C.balanceAfter,
      meta: { numeric: true },
      cell: (info) => baht(info.getValue()),
    }),
  ],
  deposits: [
    deposit.accessor('created_at', { header: C.at, cell: (info) => when(info.getValue()) }),
    deposit.accessor('amount', { header: C.amount, meta: { numeric: true }, cell: (info) => baht(info.getValue()) }),
    deposit.accessor('type', { header: C.channel, cell: (info) => channelLabel(info.getValue()) }),
    deposit.accessor('status', { header: C.status, cell: (info) => <Status raw={info.getValue()} /> }),
    deposit.accessor('decided_by', { header: C.decidedBy, cell: (info) => info.getValue() ?? '-' }),
    deposit.accessor('annotation', { header: C.note, cell: (info) => info.getValue() ?? '' }),
  ],
  withdrawals: [
    withdrawal.accessor('created_at', { header: C.at, cell: (info) => when(info.getValue()) }),
    withdrawal.accessor('amount', { header: C.amount, meta: { numeric: true }, cell: (info) => baht(info.getValue()) }),
    withdrawal.accessor('type', { header: C.channel, cell: (info) => channelLabel(info.getValue()) }),
    withdrawal.accessor('status', { header: C.status, cell: (info) => <Status raw={info.getValue()} /> }),
    withdrawal.accessor('decided_by', { header: C.decidedBy, cell: (info) => info.getValue() ?? '-' }),
    withdrawal.accessor('annotation', { header: C.note, cell: (info) => info.getValue() ?? '' }),
  ],
  bonuses: [
    bonus.accessor('date', { header: C.at, cell: (info) => when(info.getValue()) }),
    bonus.accessor('title', { header: C.promotion }),
    bonus.accessor('amount', { header: C.amount, meta: { numeric: true }, cell: (info) => baht(info.getValue()) }),
    bonus.accessor('status', { header: C.status, cell: (info) => <Status raw={info.getValue()} /> }),
  ],
  rounds: [
    round.accessor('started_at', { header: C.at, cell: (info) => when(info.getValue()) }),
    round.accessor('provider', { header: BO_PLAY.provider }),
    round.accessor('game', { header: BO_PLAY.game, cell: (info) => info.getValue() ?? '-' }),
    round.accessor('stake', { header: BO_PLAY.stake, meta: { numeric: true }, cell: (info) => baht(info.getValue()) }),
    round.accessor('win', { header: BO_PLAY.win, meta: { numeric: true }, cell: (info) => baht(info.getValue()) }),
    round.accessor('net', {
      header: BO_PLAY.net,
      meta: { numeric: true },
      cell: (info) => <SignedBaht value={info.getValue()} />,
    }),
    round.accessor('status', {
      header: BO_PLAY.status,
      cell: (info) => (
        <Badge tone="neutral">{BO_PLAY.statuses[info.getValue() as MemberTabRows['rounds']['status']]}</Badge>
      ),
    }),
  ],
  sessions: [
    session.accessor('created_at', { header: C.at, cell: (info) => when(info.getValue()) }),
    session.accessor('last_seen_at', {
      header: BO_MEMBERS.lastSeenAt,
      cell: (info) => (info.getValue() ? when(info.getValue()!) : '-'),
    }),
    session.accessor('ip', { header: C.ip, cell: (info) => info.getValue() ?? '-' }),
    session.accessor('user_agent', {
      header: C.device,
      cell: (info) => <span className="line-clamp-1 max-w-80 break-all">{info.getValue() ?? '-'}</span>,
    }),
    session.accessor('state', {
      header: C.state,
      cell: (info) => (
        <Badge tone={info.getValue() === 'active' ? 'good' : 'neutral'}>
          {BO_MEMBERS.sessionStates[info.getValue() as MemberTabRows['sessions']['state']]}
        </Badge>
      ),
    }),
  ],
};

function TabTable<Tab extends MemberTab>({ tel, tab }: { tel: string; tab: Tab }) {
  const params = useListParams({ limit: 20 });
  const { tab: _tab, ...rest } = params.values;
  const query = `?${new URLSearchParams({ ...rest, page: String(params.page), limit: String(params.limit) })}`;
  const rows = useQuery(memberTabQuery(tel, tab, query));
  if (!rows.data) return <QueryState error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <DataTable
      caption={BO_MEMBERS.tabs[tab]}
      columns={COLUMNS[tab]}
      page={rows.data}
      params={params}
      rowKey={(row) => (row as { id: number | string }).id}
      isFetching={rows.isFetching}
    />
  );
}

/** A member's ledger, deposits, withdrawals, bonuses and sessions, one tab at a time (`?tab=`). */
export function MemberTabs({ tel }: { tel: string }) {
  const params = useListParams();
  const { can } = useOperator();
  const tabs = MEMBER_TABS.filter((tab) => {
    const needed = TAB_PERMISSION[tab];
    return !needed || can(needed);
  });
  const current = (tabs as readonly string[]).includes(params.values.tab ?? '')
    ? (params.values.tab as MemberTab)
    : 'ledger';
  return (
    <section className="mt-6">
      <div role="tablist" aria-label={BO_MEMBERS.profile} className="mb-3 flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === current}
            aria-controls="member-tab-panel"
            onClick={() => params.set({ tab: tab === 'ledger' ? undefined : tab })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === current ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'}`}
          >
            {BO_MEMBERS.tabs[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="member-tab-panel" aria-labelledby={`tab-${current}`}>
        <TabTable key={current} tel={tel} tab={current} />
      </div>
    </section>
  );
}
