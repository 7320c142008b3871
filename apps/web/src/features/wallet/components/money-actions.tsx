import { LABELS } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { WalletIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';

/** Deposit and withdraw buttons under the credit. */
export function MoneyActions() {
  return (
    <div className="mt-5 grid grid-cols-2 gap-3">
      <Link to={paths.tx.deposit} className={buttonClass('gold')}>
        <WalletIcon className="size-5" />
        {LABELS.deposit}
      </Link>
      <Link to={paths.tx.withdraw} className={buttonClass('secondary', 'bg-black/30 border-white/15')}>
        {LABELS.withdraw}
      </Link>
    </div>
  );
}
