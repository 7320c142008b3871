import { type MemberProfile, maskAccountNumber } from '@member/shared';
import { BankLogo } from './bank-logo';

/** The member's registered bank (source of a deposit, destination of a withdrawal), number masked. */
export function MemberBankCard({
  label,
  bank,
}: {
  label: string;
  // A withdrawal row carries the number without `number_masked`; the card masks it itself.
  bank: Pick<MemberProfile['bank'], 'code' | 'name' | 'number'>;
}) {
  return (
    <section className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
      <BankLogo code={bank.code} />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted">{label}</p>
        <p className="truncate text-sm font-medium text-text">{bank.name}</p>
        <p data-testid="member-bank-number" className="tracking-wider text-text/90 tabular-nums">
          {maskAccountNumber(bank.number)}
        </p>
      </div>
    </section>
  );
}
