import { type AdminMemberDetail, formatDate, formatNumber } from '@member/shared';
import { BO_MEMBERS } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { Card } from '@/shared/ui/card';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-1.5 text-sm last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

const when = (value: string | null) => (value ? formatDate(value, 'dateTime') : BO_MEMBERS.never);

/** A member's profile, bank and money at a glance. */
export function MemberSummary({ member }: { member: AdminMemberDetail }) {
  const { profile, bank, totals, counts } = member;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title={BO_MEMBERS.profile}>
        <dl>
          <Item label={BO_MEMBERS.tel}>{profile.tel}</Item>
          <Item label={BO_MEMBERS.lineId}>{profile.line_id ?? '-'}</Item>
          <Item label={BO_MEMBERS.knowUs}>{profile.know_us ?? '-'}</Item>
          <Item label={BO_MEMBERS.takesBonus}>{profile.bonus ? '✓' : '-'}</Item>
          <Item label={BO_MEMBERS.createdAt}>{when(profile.created_at)}</Item>
          <Item label={BO_MEMBERS.lastLoginAt}>{when(profile.last_login_at)}</Item>
          <Item label={BO_MEMBERS.lastSeenAt}>{when(profile.last_seen_at)}</Item>
        </dl>
      </Card>
      <Card title={BO_MEMBERS.bank}>
        <dl>
          <Item label={BO_MEMBERS.bank}>{bank.name}</Item>
          <Item label={BO_MEMBERS.accountNumber}>
            <span className="tabular">{bank.number}</span>
          </Item>
        </dl>
      </Card>
      <Card title={BO_MEMBERS.money}>
        <p className="tabular mb-2 text-3xl font-semibold">
          {formatNumber(member.credit)} <span className="text-base text-muted">฿</span>
        </p>
        <dl>
          {(Object.keys(BO_MEMBERS.totals) as (keyof typeof BO_MEMBERS.totals)[]).map((key) => (
            <Item key={key} label={BO_MEMBERS.totals[key]}>
              <span className="tabular">{formatNumber(totals[key])}</span>
            </Item>
          ))}
        </dl>
        {(counts.deposits_waiting > 0 || counts.withdrawals_waiting > 0) && (
          <p className="mt-2 text-sm text-amber-800">
            {BO_MEMBERS.waiting(counts.deposits_waiting + counts.withdrawals_waiting)}
          </p>
        )}
      </Card>
    </div>
  );
}
