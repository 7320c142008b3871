import { useMemberTurnover } from '@/shared/api/member-turnover';
import { TurnoverProgress } from '@/shared/ui/turnover-progress';
import { CreditSummary } from './credit-summary';
import { MoneyActions } from './money-actions';

/**
 * The home page's wallet card: the member's name, the live credit, the turnover still to play before a
 * withdrawal, deposit and withdraw, on the operator's wallet background when one is set.
 */
export function WalletCard({ fullName, background = null }: { fullName: string; background?: string | null }) {
  const turnover = useMemberTurnover().data;
  return (
    <CreditSummary title={fullName} background={background}>
      {turnover && (
        <TurnoverProgress
          played={turnover.played}
          required={turnover.required}
          left={turnover.left}
          className="mt-4 text-white"
        />
      )}
      <MoneyActions />
    </CreditSummary>
  );
}
