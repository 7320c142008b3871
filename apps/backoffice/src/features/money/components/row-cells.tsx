import { maskAccountNumber, type MoneyRowMember, type ReceivingAccount, txStatus } from '@member/shared';
import { BO_MONEY, BO_MONEY_CHANNELS } from '@member/shared/backoffice';
import { Badge, type Tone } from '@/shared/ui/badge';
import { LevelBadge } from '@/shared/ui/level-badge';

export function memberName(member: MoneyRowMember): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

/** A row's channel (its `type`) by its Thai name. */
export function channelLabel(type: string): string {
  return (BO_MONEY_CHANNELS as Record<string, string>)[type] ?? BO_MONEY.notStated;
}

/** Who the row is: name, phone and level. */
export function MemberCell({ member }: { member: MoneyRowMember }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold">{memberName(member)}</span>
      <span className="tabular text-muted">{member.tel}</span>
      <span>
        <LevelBadge level={member.level} />
      </span>
    </div>
  );
}

/** The member's own bank: its name and the account's last digits. */
export function MemberBankCell({ member }: { member: MoneyRowMember }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span>{member.bank.name}</span>
      <span className="tabular text-muted">{member.bank.number_masked}</span>
    </div>
  );
}

/** The operator's account a bank deposit was sent to, when the member named it. */
export function ReceivingAccountCell({ account }: { account: ReceivingAccount | null }) {
  if (!account) return <span className="text-muted">{BO_MONEY.notStated}</span>;
  return (
    <div className="flex flex-col gap-0.5">
      <span>{account.bankName}</span>
      <span className="tabular text-muted">{maskAccountNumber(account.accountNumber)}</span>
      <span className="text-muted">{account.accountName}</span>
    </div>
  );
}

const STATUS_TONES: Record<string, Tone> = { error: 'bad', pending: 'warn', success: 'good', none: 'neutral' };

/** A status by the member site's label (SPEC.md §4). */
export function StatusBadge({ status }: { status: string }) {
  const { state, label } = txStatus(status);
  return <Badge tone={STATUS_TONES[state]}>{label}</Badge>;
}
