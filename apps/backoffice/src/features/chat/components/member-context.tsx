import { type AdminChatConversationDetail, type AdminChatMoneyLine, formatDate, formatNumber } from '@member/shared';
import { BO_CHAT, BO_MEMBER_LEVEL_LABELS, BO_MONEY_STATUS_LABELS } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type Tone } from '@/shared/ui/badge';
import { buttonClass } from '@/shared/ui/button';
import { paths } from '@/shared/paths';
import { memberName } from '../lib/conversation-list';

const moneyStatus = (status: string) =>
  (BO_MONEY_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? BO_CHAT.moneyStatusOther;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

const MONEY_TONES: Readonly<Record<string, Tone>> = {
  waiting_for_approve: 'warn',
  approved: 'good',
  manual: 'good',
  rejected: 'bad',
};

/** A member's last deposits or withdrawals: amount and Thai status, then when. */
function MoneyLines({ title, lines }: { title: string; lines: AdminChatMoneyLine[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{BO_CHAT.noMoneyLines}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col">
          {lines.map((line) => (
            <li key={line.id} className="flex flex-col gap-0.5 border-t border-line py-1.5 text-sm">
              <span className="flex items-center justify-between gap-2">
                <span className="tabular font-semibold">{formatNumber(line.amount)}</span>
                <Badge tone={MONEY_TONES[line.status] ?? 'neutral'}>{moneyStatus(line.status)}</Badge>
              </span>
              <span className="text-xs text-muted">{formatDate(line.createdAt, 'dateTime')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member beside the chat: who they are, their credit, their last deposits and withdrawals, their page. */
export function MemberContext({ context }: { context: AdminChatConversationDetail['context'] }) {
  const { member } = context;
  return (
    <aside aria-label={BO_CHAT.memberTitle} className="flex flex-col gap-4 overflow-y-auto border-l border-line p-4">
      <h2 className="text-base font-semibold">{BO_CHAT.memberTitle}</h2>
      <dl>
        <Item label={BO_CHAT.name}>{memberName(member)}</Item>
        <Item label={BO_CHAT.tel}>
          <span className="tabular">{member.tel}</span>
        </Item>
        <Item label={BO_CHAT.level}>{BO_MEMBER_LEVEL_LABELS[member.level] ?? member.level.toUpperCase()}</Item>
        <Item label={BO_CHAT.memberStatus}>{BO_CHAT.memberStatuses[member.status] ?? BO_CHAT.noTime}</Item>
        <Item label={BO_CHAT.memberSince}>{formatDate(member.createdAt, 'date')}</Item>
        <Item label={BO_CHAT.credit}>
          <span className="tabular">{formatNumber(context.credit)}</span>
        </Item>
      </dl>
      <Link to={paths.member(member.tel)} className={buttonClass('secondary', 'sm')}>
        {BO_CHAT.openMember}
      </Link>
      <MoneyLines title={BO_CHAT.lastDeposits} lines={context.deposits} />
      <MoneyLines title={BO_CHAT.lastWithdrawals} lines={context.withdrawals} />
    </aside>
  );
}
