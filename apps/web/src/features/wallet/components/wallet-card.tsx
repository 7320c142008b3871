import { CreditSummary } from './credit-summary';
import { MoneyActions } from './money-actions';

/** The home page's wallet card: the member's name, the live credit, deposit and withdraw. */
export function WalletCard({ fullName }: { fullName: string }) {
  return (
    <CreditSummary title={fullName}>
      <MoneyActions />
    </CreditSummary>
  );
}
