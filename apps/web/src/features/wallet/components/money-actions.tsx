import { LABELS } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { WalletIcon } from '@/shared/ui/icons';

/** Deposit and withdraw buttons under the credit. */
export function MoneyActions() {
  return (
    <div className="mt-5 grid grid-cols-2 gap-3">
      <Link to="/tx/deposit" className={buttonClass('gold')}>
        <WalletIcon className="size-5" />
        {LABELS.deposit}
      </Link>
      <Link to="/tx/withdraw" className={buttonClass('secondary', 'bg-black/30 border-white/15')}>
        {LABELS.withdraw}
      </Link>
    </div>
  );
}
