import { type AdminChatConversationDetail, type AdminChatMoneyLine, formatDate, formatNumber } from '@member/shared';
import { BO_CHAT, BO_MEMBER_LEVEL_LABELS, BO_MONEY_STATUS_LABELS } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
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

function MoneyLines({ title, lines }: { title: string; lines: AdminChatMoneyLine[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{BO_CHAT.noMoneyLines}</p>
      ) : (
        <table className="w-full text-xs">
          <caption className="sr-only">{title}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {BO_CHAT.moneyAt}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {BO_CHAT.moneyAmount}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                {BO_CHAT.moneyStatus}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-t border-line">
                <td className="py-1">{formatDate(line.createdAt, 'short')}</td>
                <td className="tabular py-1 text-right">{formatNumber(line.amount)}</td>
                <td className="py-1 pl-2 text-right">{moneyStatus(line.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The member beside the chat: who they are, their credit, their last deposits and withdrawals, their page. */
export function MemberContext({
  context,
  memberHref,
}: {
  context: AdminChatConversationDetail['context'];
  memberHref: (tel: string) => string;
}) {
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
      <Link to={memberHref(member.tel)} className={buttonClass('secondary', 'sm')}>
        {BO_CHAT.openMember}
      </Link>
      <MoneyLines title={BO_CHAT.lastDeposits} lines={context.deposits} />
      <MoneyLines title={BO_CHAT.lastWithdrawals} lines={context.withdrawals} />
    </aside>
  );
}
