import { REFER } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { useAffiliateData, useAffiliateIncome } from '../api/affiliate-queries';
import { IncomeTotals } from '../components/income-totals';
import { ReferMenu } from '../components/refer-menu';
import { SubPage } from '@/shared/ui/sub-page';
import { ReferralLinkCard } from '../components/referral-link-card';

/** `/refer`: the member's link (copy, QR, LINE), the terms, the four totals and the way to every sub-page. */
export default function ReferHubRoute() {
  const data = useAffiliateData();
  const income = useAffiliateIncome();
  // Everything shows at once when both answers are in: a card drawn before the other would move the
  // menu below it (a layout shift a member sees as the page jumping).
  if (data.isPending || income.isPending) {
    return (
      <SubPage title={REFER.titles.hub} backTo="/">
        <QueryState />
      </SubPage>
    );
  }
  return (
    <SubPage title={REFER.titles.hub} backTo="/">
      {data.data ? (
        <ReferralLinkCard data={data.data} origin={window.location.origin} />
      ) : (
        <QueryState error={data.error} onRetry={() => void data.refetch()} />
      )}
      {income.data ? (
        <IncomeTotals income={income.data} />
      ) : (
        <QueryState error={income.error} onRetry={() => void income.refetch()} />
      )}
      <ReferMenu />
    </SubPage>
  );
}
