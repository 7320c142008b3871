import { BO_MEMBERS, BO_MENU } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { LevelBadge } from '@/shared/ui/level-badge';
import { memberDetailQuery } from '../api/members';
import { MemberActions } from '../components/member-actions';
import { MemberLimits } from '../components/member-limits';
import { StatusBadge } from '../components/member-badges';
import { MemberSummary } from '../components/member-summary';
import { MemberTabs } from '../components/member-tabs';
import { MemberTurnover } from '../components/member-turnover';

/**
 * `/members/:tel`: one member's profile, money, turnover and history, and what an operator may change; a link to
 * their page in the affiliate programme for `affiliate.view`.
 */
export default function MemberRoute() {
  const tel = useParams().tel ?? '';
  const member = useQuery(memberDetailQuery(tel));
  const { can } = useOperator();

  if (!member.data) {
    if (isApiError(member.error) && (member.error.status === 404 || member.error.status === 400)) {
      return (
        <div className="flex flex-col items-start gap-3">
          <PageHeader title={BO_MEMBERS.notFound} />
          <Link to={paths.members} className={buttonClass('secondary')}>
            {BO_MEMBERS.backToList}
          </Link>
        </div>
      );
    }
    return <QueryState error={member.error} onRetry={() => void member.refetch()} />;
  }
  const { profile } = member.data;
  return (
    <>
      <PageHeader title={`${profile.first_name} ${profile.last_name}`}>
        <LevelBadge level={profile.level} />
        <StatusBadge status={profile.status} />
        {can('affiliate.view') && (
          <Link to={paths.affiliateAffiliate(profile.tel)} className={buttonClass('secondary', 'sm')}>
            {BO_MENU.affiliate}
          </Link>
        )}
        <Link to={paths.members} className={buttonClass('ghost', 'sm')}>
          {BO_MEMBERS.backToList}
        </Link>
      </PageHeader>
      <div className="flex flex-col gap-4">
        <MemberSummary member={member.data} />
        <MemberActions member={member.data} />
        <MemberLimits tel={tel} />
        <MemberTurnover tel={tel} />
      </div>
      <MemberTabs tel={tel} />
    </>
  );
}
