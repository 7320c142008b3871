import { type AffiliateIncome, formatThousands, REFER } from '@member/shared';
import type { ReactNode } from 'react';
import { Baht } from './baht';

function Tile({
  label,
  value,
  testId,
  accent = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  accent?: boolean;
}) {
  return (
    <div className={`rounded-2xl border p-3 ${accent ? 'border-gold/40 bg-gold/10' : 'border-line bg-surface'}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className={`mt-1 text-lg font-semibold ${accent ? 'text-gold' : 'text-text'}`}>
        {value}
      </dd>
    </div>
  );
}

const people = (count: number) => (
  <span className="tabular-nums">
    {formatThousands(count, 0)} <span className="text-[0.8em] font-normal opacity-80">{REFER.people}</span>
  </span>
);

/** The four totals of `GET /income/income-data`, two by two. */
export function IncomeTotals({ income }: { income: AffiliateIncome }) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      <Tile label={REFER.availableAff} testId="available-aff" accent value={<Baht value={income.availableAff} />} />
      <Tile label={REFER.totalAff} testId="total-aff" value={<Baht value={income.totalAff} />} />
      <Tile label={REFER.totalDownlineMember} testId="total-downline" value={people(income.totalDownlineMember)} />
      <Tile label={REFER.totalDepositMember} testId="total-deposit-member" value={people(income.totalDepositMember)} />
    </dl>
  );
}
