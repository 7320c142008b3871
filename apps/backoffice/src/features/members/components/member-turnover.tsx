import {
  type AdminMemberTurnover,
  formatDate,
  formatNumber,
  type TurnoverRequirement,
  type TurnoverStatus,
  TURNOVER_BACKOFFICE_TEXTS as T,
  TURNOVER_TEXTS,
} from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { Badge, type Tone } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { memberKeys } from '../api/keys';
import { memberPath } from '../api/members';

const STATUS_TONES: Record<TurnoverStatus, Tone> = {
  open: 'warn',
  completed: 'good',
  forfeited: 'bad',
  played_away: 'neutral',
};

const COLUMNS = [
  T.source,
  T.bonus,
  T.required,
  T.played,
  T.left,
  T.status,
  T.opened,
  T.closed,
  T.forfeitedAmount,
] as const;

const CELL = 'px-3 py-2 align-top';
const AMOUNT = `${CELL} tabular`;
const amount = (value: number | null) => (value === null ? '-' : formatNumber(value));

/** One requirement: what opened it, its amounts, its state and when it opened and closed. */
function RequirementCells({ requirement: r }: { requirement: TurnoverRequirement }) {
  return (
    <>
      <td className={CELL}>
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold">{r.title}</span>
          <span className="text-muted">{TURNOVER_TEXTS.sourceName(r.source)}</span>
        </span>
      </td>
      <td className={AMOUNT}>{amount(r.bonus)}</td>
      <td className={AMOUNT}>{amount(r.required)}</td>
      <td className={AMOUNT}>{amount(r.played)}</td>
      <td className={`${AMOUNT} font-semibold`}>{amount(r.left)}</td>
      <td className={CELL}>
        <Badge tone={STATUS_TONES[r.status]}>{TURNOVER_TEXTS.statusName(r.status)}</Badge>
      </td>
      <td className={`${AMOUNT} whitespace-nowrap`}>{formatDate(r.opened_at, 'dateTime')}</td>
      <td className={`${AMOUNT} whitespace-nowrap`}>{formatDate(r.closed_at, 'dateTime')}</td>
      <td className={AMOUNT}>{amount(r.forfeited)}</td>
    </>
  );
}

/**
 * The member page's turnover (decision 0174): what they still have to play before a withdrawal, and every
 * requirement a bonus opened, newest first.
 */
export function MemberTurnover({ tel }: { tel: string }) {
  const query = useQuery({
    queryKey: [...memberKeys.all, tel, 'turnover'],
    queryFn: ({ signal }) => api.get<AdminMemberTurnover>(`${memberPath(tel)}/turnover`, { signal }),
  });
  if (!query.data) {
    return (
      <Card title={T.section}>
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const { left, requirements } = query.data;
  return (
    <Card title={T.section}>
      <p className="mb-3">
        <Badge tone={left > 0 ? 'warn' : 'good'}>{`${T.left} ${formatNumber(left)} ฿`}</Badge>
      </p>
      <SimpleTable
        caption={T.section}
        columns={COLUMNS}
        rows={requirements}
        rowKey={(requirement) => requirement.id}
        empty={T.none}
        className="overflow-x-auto rounded-lg border border-line"
        cells={(requirement) => <RequirementCells requirement={requirement} />}
      />
    </Card>
  );
}
