import { type AdminStatementLine, formatDate, formatNumber } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { useLineCandidates } from '../api/statements';
import type { MatchTarget } from './decide-dialogs';
import { amountText, LineFacts, MemberFacts, RawText } from './line-cells';

const C = T.candidate;
const CELL = 'px-3 py-2 align-top';
const TABLE = 'overflow-x-auto rounded-lg border border-line bg-surface';

/**
 * One waiting line: its text, what was read, why it waits; then who could take it (open requests of its
 * amount near its time, members whose account or name fits the sender), each with "จับคู่"; and "ไม่นำเข้า".
 */
export function ReviewDialog({
  line,
  canDecide,
  onClose,
  onMatch,
  onDismiss,
}: {
  line: AdminStatementLine | null;
  canDecide: boolean;
  onClose: () => void;
  onMatch: (target: MatchTarget) => void;
  onDismiss: (line: AdminStatementLine) => void;
}) {
  const candidates = useLineCandidates(line?.id ?? null);
  return (
    <Dialog
      open={line !== null}
      onClose={onClose}
      title={line ? T.lineTitle(line.id) : T.reviewTitle}
      wide
      footer={
        canDecide && line ? (
          <Button variant="danger" onClick={() => onDismiss(line)}>
            {T.dismiss}
          </Button>
        ) : null
      }
    >
      {line && (
        <>
          <RawText raw={line.raw} />
          <LineFacts line={line} />
          {!candidates.data ? (
            <QueryState error={candidates.error} onRetry={() => void candidates.refetch()} />
          ) : (
            <>
              <section aria-label={T.requestsTitle} className="flex flex-col gap-2">
                <h3 className="text-base font-semibold">{T.requestsTitle}</h3>
                <SimpleTable
                  caption={T.requestsCaption}
                  columns={[
                    C.member,
                    C.amount,
                    C.lineAmount,
                    C.requestedAt,
                    C.transferredAt,
                    ...(canDecide ? [C.action] : []),
                  ]}
                  rows={candidates.data.requests}
                  rowKey={(request) => request.deposit_id}
                  empty={T.requestsEmpty}
                  className={TABLE}
                  cells={(request) => (
                    <>
                      <td className={CELL}>
                        <MemberFacts member={request.member} />
                      </td>
                      <td className={`${CELL} tabular font-semibold`}>{formatNumber(request.amount)}</td>
                      <td className={`${CELL} tabular`}>{amountText(line.amount)}</td>
                      <td className={`${CELL} tabular whitespace-nowrap`}>
                        {formatDate(request.created_at, 'dateTime')}
                      </td>
                      <td className={`${CELL} tabular whitespace-nowrap`}>
                        {formatDate(line.occurred_at, 'dateTime')}
                      </td>
                      {canDecide && (
                        <td className={CELL}>
                          <Button
                            size="sm"
                            aria-label={T.matchRequest(request.deposit_id, request.member.name)}
                            onClick={() => onMatch({ depositId: request.deposit_id, member: request.member })}
                          >
                            {T.match}
                          </Button>
                        </td>
                      )}
                    </>
                  )}
                />
              </section>
              <section aria-label={T.membersTitle} className="flex flex-col gap-2">
                <h3 className="text-base font-semibold">{T.membersTitle}</h3>
                <SimpleTable
                  caption={T.membersCaption}
                  columns={[C.member, C.status, ...(canDecide ? [C.action] : [])]}
                  rows={candidates.data.members}
                  rowKey={(member) => member.id}
                  empty={T.membersEmpty}
                  className={TABLE}
                  cells={(member) => (
                    <>
                      <td className={CELL}>
                        <MemberFacts member={member} />
                      </td>
                      <td className={CELL}>{T.memberStatus[member.status]}</td>
                      {canDecide && (
                        <td className={CELL}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={T.matchMember(member.name)}
                            onClick={() => onMatch({ depositId: null, member })}
                          >
                            {T.match}
                          </Button>
                        </td>
                      )}
                    </>
                  )}
                />
              </section>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
