import {
  type AdminCoinEntryRow,
  type AdminCreditLotRow,
  formatDate,
  formatNumber,
  formatThousands,
  MINIGAME_LABELS,
  type MinigamePlayRow,
  prizeLabel,
} from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { ListParams } from '@/shared/hooks/use-list-params';
import { Card } from '@/shared/ui/card';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { type MemberListKind, memberListQuery, type MemberListRow } from '../api/members';

const PAGE_SIZE = 10;

/** A table's own page (three tables share the screen, so their pages are not the URL's). */
function useLocalPage(): ListParams {
  const [page, setPage] = useState(1);
  return {
    values: {},
    page,
    limit: PAGE_SIZE,
    sort: undefined,
    set: (patch) => setPage(typeof patch.page === 'number' ? patch.page : 1),
    clear: () => setPage(1),
    query: `?page=${page}&limit=${PAGE_SIZE}`,
  };
}

const coin = createColumnHelper<AdminCoinEntryRow>();
const lot = createColumnHelper<AdminCreditLotRow>();
const play = createColumnHelper<MinigamePlayRow>();
const when = (value: string | null) => (
  <span className="tabular whitespace-nowrap">{formatDate(value, 'dateTime')}</span>
);

const COLUMNS: { [K in MemberListKind]: Columns<MemberListRow[K]> } = {
  coins: [
    coin.accessor('createdAt', { header: BO_MINIGAME.createdAt, cell: (c) => when(c.getValue()) }),
    coin.accessor('type', { header: BO_MINIGAME.type, cell: (c) => MINIGAME_LABELS.coinEntries[c.row.original.type] }),
    coin.accessor('amount', {
      header: BO_MINIGAME.coins,
      meta: { numeric: true },
      cell: (c) => formatThousands(c.getValue(), 0),
    }),
    coin.accessor('game', { header: BO_MINIGAME.game, cell: (c) => c.getValue() ?? '-' }),
    coin.accessor('reason', { header: BO_MINIGAME.reason, cell: (c) => c.getValue() ?? '-' }),
    coin.accessor('operator', { header: BO_MINIGAME.operator, cell: (c) => c.getValue() ?? '-' }),
  ],
  'credit-lots': [
    lot.accessor('createdAt', { header: BO_MINIGAME.createdAt, cell: (c) => when(c.getValue()) }),
    lot.accessor('amount', {
      header: BO_MINIGAME.amount,
      meta: { numeric: true },
      cell: (c) => formatNumber(c.getValue()),
    }),
    lot.accessor('remaining', {
      header: BO_MINIGAME.remaining,
      meta: { numeric: true },
      cell: (c) => formatNumber(c.getValue()),
    }),
    lot.accessor('expiresAt', { header: BO_MINIGAME.expiresAt, cell: (c) => when(c.getValue()) }),
    lot.accessor('expiredAt', { header: BO_MINIGAME.expiredAt, cell: (c) => when(c.getValue()) }),
    lot.accessor('expiredAmount', {
      header: BO_MINIGAME.expiredAmount,
      meta: { numeric: true },
      cell: (c) => formatNumber(c.getValue()),
    }),
  ],
  plays: [
    play.accessor('createdAt', { header: BO_MINIGAME.createdAt, cell: (c) => when(c.getValue()) }),
    play.accessor((row) => row.game.name, { id: 'game', header: BO_MINIGAME.game }),
    play.accessor('paidWith', {
      header: BO_MINIGAME.paidWith,
      cell: (c) => MINIGAME_LABELS.payments[c.row.original.paidWith],
    }),
    play.accessor('cost', {
      header: BO_MINIGAME.cost,
      meta: { numeric: true },
      cell: (c) => formatThousands(c.getValue()),
    }),
    play.accessor((row) => prizeLabel({ ...row.prize, label: row.prize.label }), {
      id: 'prize',
      header: BO_MINIGAME.prize,
    }),
    play.accessor('tableVersion', { header: BO_MINIGAME.version, meta: { numeric: true } }),
    play.accessor('nonce', { header: BO_MINIGAME.nonce, meta: { numeric: true } }),
  ],
};

const TITLES: Record<MemberListKind, string> = {
  coins: BO_MINIGAME.coinEntries,
  'credit-lots': BO_MINIGAME.creditLots,
  plays: BO_MINIGAME.plays,
};

/** One of a member's paged lists (coin entries, credit lots, plays), newest first. */
export function MemberList<K extends MemberListKind>({ tel, kind }: { tel: string; kind: K }) {
  const params = useLocalPage();
  const list = useQuery(memberListQuery(tel, kind, params.query));
  return (
    <Card title={TITLES[kind]}>
      {list.isError && !list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={TITLES[kind]}
          columns={COLUMNS[kind] as Columns<MemberListRow[K]>}
          page={list.data}
          params={params}
          rowKey={(row) => row.id}
          isFetching={list.isFetching}
        />
      )}
    </Card>
  );
}
