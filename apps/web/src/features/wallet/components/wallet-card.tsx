import { CreditSummary } from './credit-summary';
import { MoneyActions } from './money-actions';

/**
 * The home page's wallet card: the member's name, the live credit, deposit and withdraw, on the
 * operator's wallet background when one is set.
 */
export function WalletCard({ fullName, background = null }: { fullName: string; background?: string | null }) {
  return (
    <CreditSummary title={fullName} background={background}>
      <MoneyActions />
    </CreditSummary>
  );
}
