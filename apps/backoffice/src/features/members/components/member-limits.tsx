import {
  type AdminMemberLimits,
  formatDate,
  formatNumber,
  LIMIT_BACKOFFICE_TEXTS as T,
  LIMIT_TEXTS,
} from '@member/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/shared/api/client';
import { useOperator } from '@/shared/api/session';
import { errorMessage } from '@/shared/lib/error-message';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { TextArea } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { memberKeys } from '../api/keys';
import { memberPath } from '../api/members';

const baht = (value: number | null) => (value === null ? T.none : `${formatNumber(value)} ฿`);
const until = (value: string | null) =>
  value === null ? LIMIT_TEXTS.breakKind.indefinite : formatDate(value, 'dateTime');

/**
 * The member page's limits and breaks (decision 0173): each deposit limit with its usage and a pending
 * raise with when it applies, the break in force and the history; for an indefinite break only, "end the
 * break" for `members.manage`, with a reason (audited by the server).
 */
export function MemberLimits({ tel }: { tel: string }) {
  const queryKey = [...memberKeys.all, tel, 'limits'];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<AdminMemberLimits>(`${memberPath(tel)}/limits`, { signal }),
  });
  const { can } = useOperator();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const end = useMutation({
    mutationFn: () => api.post<AdminMemberLimits>(`${memberPath(tel)}/break/end`, { reason }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      setOpen(false);
      setReason('');
    },
  });

  if (!query.data) {
    return (
      <Card title={T.section}>
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const data = query.data;
  return (
    <Card title={T.section}>
      <div className="grid gap-4 lg:grid-cols-2">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1.5">
                {T.period}
              </th>
              <th scope="col">{T.current}</th>
              <th scope="col">{T.used}</th>
              <th scope="col">{T.pending}</th>
            </tr>
          </thead>
          <tbody>
            {data.limits.map((limit) => (
              <tr key={limit.period} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {LIMIT_TEXTS.periodLabel(limit.period)}
                </th>
                <td className="tabular">{baht(limit.limit)}</td>
                <td className="tabular">{formatNumber(limit.used)} ฿</td>
                <td className="tabular">
                  {limit.pending
                    ? `${baht(limit.pending.limit)} · ${formatDate(limit.pending.effective_at, 'dateTime')}`
                    : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex flex-col gap-2 text-sm">
          {data.break ? (
            <p className="font-semibold">
              {T.breakKind}: {LIMIT_TEXTS.breakKind[data.break.kind]} · {T.breakUntil} {until(data.break.ends_at)}
            </p>
          ) : (
            <p className="text-muted">{T.noBreak}</p>
          )}
          {data.break?.kind === 'indefinite' && can('members.manage') && (
            <div>
              <Button variant="danger" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
                {T.endBreak}
              </Button>
            </div>
          )}
          {data.breaks.length > 0 && (
            <>
              <h3 className="mt-2 font-semibold">{T.breakHistory}</h3>
              <ul className="flex flex-col gap-1">
                {data.breaks.map((item) => (
                  <li key={item.id} className="border-b border-line py-1 last:border-0">
                    {LIMIT_TEXTS.breakKind[item.kind]} · {T.started} {formatDate(item.started_at, 'dateTime')} ·{' '}
                    {T.breakUntil} {until(item.ends_at)}
                    {item.ended_at && (
                      <span className="text-muted">
                        {' '}
                        · {T.ended} {item.ended_by ?? '-'} {formatDate(item.ended_at, 'dateTime')} ({item.end_reason})
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <ConfirmActionDialog
        open={open}
        title={T.endBreak}
        confirmLabel={T.endConfirm}
        pending={end.isPending}
        error={end.error ? errorMessage(end.error) : null}
        onConfirm={() => end.mutate()}
        onClose={() => {
          setOpen(false);
          end.reset();
        }}
      >
        <TextArea label={T.endReason} value={reason} onChange={(event) => setReason(event.target.value)} />
      </ConfirmActionDialog>
    </Card>
  );
}
