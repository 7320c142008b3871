import { formatNumber, formatThousands } from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ListSearchForm } from '@/shared/ui/list-search-form';
import { QueryState } from '@/shared/ui/query-state';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { memberQuery } from '../api/members';
import { GrantCoinsDialog } from '../components/grant-coins-dialog';
import { MemberList } from '../components/member-lists';
import { memberName } from '../components/member-name';

/** The member found: balances, the grant button (`minigame.manage`), and their three lists. */
function MemberDetail({ tel }: { tel: string }) {
  const { can } = useOperator();
  const member = useQuery(memberQuery(tel));
  const [granting, setGranting] = useState(false);
  const [notice, setNotice] = useState('');
  if (!member.data) return <QueryState error={member.error} onRetry={() => void member.refetch()} />;
  const facts: [string, string][] = [
    [BO_MINIGAME.coins, formatThousands(member.data.coins, 0)],
    [BO_MINIGAME.credit, formatNumber(member.data.credit)],
    [BO_MINIGAME.profit, formatNumber(member.data.profit)],
    [BO_MINIGAME.pendingProfit, formatNumber(member.data.pendingProfit)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card title={`${memberName(member.data)} · ${member.data.tel}`}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-lg bg-surface-2 p-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="tabular text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-3 flex items-center gap-3">
          {can('minigame.manage') && (
            <Button
              onClick={() => {
                setNotice('');
                setGranting(true);
              }}
            >
              {BO_MINIGAME.grant}
            </Button>
          )}
          <SuccessNotice>{notice}</SuccessNotice>
        </div>
      </Card>
      <MemberList tel={tel} kind="coins" />
      <MemberList tel={tel} kind="credit-lots" />
      <MemberList tel={tel} kind="plays" />
      {granting && (
        <GrantCoinsDialog
          tel={tel}
          onClose={() => setGranting(false)}
          onDone={(text) => {
            setGranting(false);
            setNotice(text);
          }}
        />
      )}
    </div>
  );
}

/** `/minigame/members?tel=`: a member looked up by phone; the phone stays in the URL. */
export default function MembersRoute() {
  const params = useListParams();
  const tel = params.values.tel ?? '';
  return (
    <section aria-labelledby="mg-members-title" className="flex flex-col gap-4">
      <h2 id="mg-members-title" className="text-lg font-semibold">
        {BO_MINIGAME.memberLookup}
      </h2>
      <ListSearchForm
        params={params}
        name="tel"
        label={BO_MINIGAME.tel}
        field={{ className: 'w-64', inputMode: 'tel' }}
        submitLabel={BO_MINIGAME.search}
        className="flex items-end gap-2"
        clearable={false}
      />
      {tel && <MemberDetail key={tel} tel={tel} />}
    </section>
  );
}
