import { PROMOTION, REFER, WALLET } from '@member/shared';
import { GiftIcon, HistoryIcon, UsersIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';
import { ActionLink } from '@/shared/ui/action-link';
import { CreditSummary } from '../components/credit-summary';
import { MoneyActions } from '../components/money-actions';

const HISTORY_LINKS = [
  { to: paths.tx.depositHistory, label: WALLET.depositHistory },
  { to: paths.tx.withdrawHistory, label: WALLET.withdrawHistory },
  { to: paths.tx.bonusHistory, label: WALLET.bonusHistory },
] as const;

/** `/tx`: the credit, deposit and withdraw, the return of losses, the referral income, and the histories. */
export default function TxHubRoute() {
  return (
    <div className="flex flex-col gap-5 px-4 pt-4 pb-10">
      <h1 className="text-lg font-semibold text-gold">{WALLET.hubTitle}</h1>
      <CreditSummary>
        <MoneyActions />
      </CreditSummary>
      <ActionLink to={paths.tx.returnLoss} icon={<GiftIcon className="size-5 text-gold" />}>
        {PROMOTION.returnLossLink}
      </ActionLink>
      <ActionLink to={paths.tx.incomeWithdraw} icon={<UsersIcon className="size-5 text-gold" />}>
        {REFER.walletLink}
      </ActionLink>
      <nav aria-label={WALLET.historyTitle} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-text/90">{WALLET.historyTitle}</h2>
        {HISTORY_LINKS.map((link) => (
          <ActionLink key={link.to} to={link.to} icon={<HistoryIcon className="size-5 text-gold" />}>
            {link.label}
          </ActionLink>
        ))}
      </nav>
    </div>
  );
}
