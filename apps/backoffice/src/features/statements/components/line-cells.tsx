import { type AdminStatementLine, type CandidateMember, findBank, formatDate, formatNumber } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { Badge, type Tone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

const STATE_TONES: Record<AdminStatementLine['state'], Tone> = {
  matched_auto: 'good',
  matched_manual: 'good',
  review: 'warn',
  unparsed: 'bad',
  dismissed: 'neutral',
  duplicate: 'neutral',
};

/** A bank's Thai name by its code; the code itself when the list does not know it. */
export const bankName = (code: string | null) => (code ? (findBank(code)?.name ?? code) : T.notRead);

/** The line's state, and for a waiting line why it waits. */
export function StateCell({ line }: { line: AdminStatementLine }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={STATE_TONES[line.state]}>{T.states[line.state]}</Badge>
      {line.reason && <span className="text-xs text-muted">{T.reasons[line.reason]}</span>}
      {line.duplicate_of !== null && <span className="text-xs text-muted">{T.duplicateOf(line.duplicate_of)}</span>}
    </div>
  );
}

/** Who sent the money, as the line shows it. */
export function SenderCell({ line }: { line: AdminStatementLine }) {
  if (!line.sender_account && !line.sender_name) return <span className="text-muted">{T.notRead}</span>;
  return (
    <div className="flex flex-col gap-0.5">
      {line.sender_account && <span className="tabular">{line.sender_account}</span>}
      {line.sender_name && <span className="text-muted">{line.sender_name}</span>}
    </div>
  );
}

/** A member as the lines show them: name, phone, their registered account. */
export function MemberFacts({ member }: { member: CandidateMember }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold">{member.name}</span>
      <span className="tabular text-muted">{member.tel}</span>
      <span className="text-muted">
        {bankName(member.bank_code)} <span className="tabular">{member.bank_number}</span>
      </span>
    </div>
  );
}

/** The amount in baht, or "-" for a line the parser could not read. */
export const amountText = (amount: number | null) => (amount === null ? T.notRead : formatNumber(amount));

/** What the parser read from a line, as a definition list. */
export function LineFacts({ line }: { line: AdminStatementLine }) {
  const facts: [string, string][] = [
    [T.columns.source, `${line.source.name} · ${T.kinds[line.source.kind]}`],
    [T.columns.bank, bankName(line.bank)],
    [T.columns.amount, amountText(line.amount)],
    [T.occurredAt, formatDate(line.occurred_at, 'dateTime')],
    [T.receivingAccount, line.receiving_account ?? T.notRead],
    [T.columns.sender, [line.sender_account, line.sender_name].filter(Boolean).join(' · ') || T.notRead],
    [T.columns.receivedAt, formatDate(line.created_at, 'dateTime')],
  ];
  if (line.reason) facts.push([T.reason, T.reasons[line.reason]]);
  if (line.note) facts.push([T.note, line.note]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-surface-2 p-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="tabular font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The text as it arrived, kept as it was (line breaks and spaces). */
export function RawText({ raw }: { raw: string }) {
  return (
    <pre className="max-h-64 overflow-auto rounded-lg border border-line bg-surface-2 p-3 text-sm break-words whitespace-pre-wrap">
      {raw}
    </pre>
  );
}

/** "ดูข้อความ": the line's raw text and what was read from it, in a dialog. */
export function RawTextButton({ line }: { line: AdminStatementLine }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        aria-label={T.showRawOf(line.id)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {T.showRaw}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={T.rawTitle(line.id)} wide>
        <RawText raw={line.raw} />
        <LineFacts line={line} />
      </Dialog>
    </>
  );
}
