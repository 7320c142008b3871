import {
  type AffiliateDownlineState,
  type AffiliateFlagReason,
  type AffiliateMemberRef,
  type AffiliateWithdrawalStatus,
  formatDate,
} from '@member/shared';
import { BO_AFFILIATE } from '@member/shared/backoffice';
import { Badge, type Tone } from '@/shared/ui/badge';

export function memberName(member: AffiliateMemberRef): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

/** A member as the affiliate tables show one: name, then phone. */
export function MemberRefCell({ member, code }: { member: AffiliateMemberRef; code?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold whitespace-nowrap">{memberName(member)}</span>
      <span className="tabular text-muted">
        {member.tel}
        {code && ` · ${code}`}
      </span>
    </div>
  );
}

/** From one instant to another, both in Bangkok time. */
export function periodText(start: string, end: string): string {
  return BO_AFFILIATE.period(formatDate(start, 'dateTime'), formatDate(end, 'dateTime'));
}

/** A badge kept on one line in a narrow column. */
function OneLine({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="whitespace-nowrap">
      <Badge tone={tone}>{children}</Badge>
    </span>
  );
}

export function HeldBadge({ held }: { held: boolean }) {
  return <OneLine tone={held ? 'bad' : 'good'}>{held ? BO_AFFILIATE.held : BO_AFFILIATE.notHeld}</OneLine>;
}

const STATE_TONES: Record<AffiliateDownlineState, Tone> = {
  ok: 'good',
  flagged: 'warn',
  cleared: 'info',
  excluded: 'bad',
};

export function DownlineStateBadge({ state }: { state: AffiliateDownlineState }) {
  return <OneLine tone={STATE_TONES[state]}>{BO_AFFILIATE.states[state]}</OneLine>;
}

/** Why a downline was flagged, each reason on its line; nothing when it was not. */
export function FlagReasons({ reasons }: { reasons: readonly AffiliateFlagReason[] }) {
  if (reasons.length === 0) return <span className="text-muted">-</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {reasons.map((reason) => (
        <li key={reason}>{BO_AFFILIATE.flagReasons[reason]}</li>
      ))}
    </ul>
  );
}

const STATUS_TONES: Record<AffiliateWithdrawalStatus, Tone> = { pending: 'warn', approved: 'good', rejected: 'bad' };

export function WithdrawalStatusBadge({ status }: { status: AffiliateWithdrawalStatus }) {
  return <OneLine tone={STATUS_TONES[status]}>{BO_AFFILIATE.withdrawalStatuses[status]}</OneLine>;
}
