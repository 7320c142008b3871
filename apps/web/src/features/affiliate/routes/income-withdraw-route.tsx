import { REFER } from '@member/shared';
import { paths } from '@/shared/paths';
import { IncomeWithdrawForm } from '../components/income-withdraw-form';
import { SubPage } from '@/shared/ui/sub-page';

/** `/tx/withdraw/income`: the same income withdrawal, reached from the wallet (back to /tx). */
export default function IncomeWithdrawRoute() {
  return (
    <SubPage title={REFER.titles.incomeWithdraw} backTo={paths.tx.hub}>
      <IncomeWithdrawForm />
    </SubPage>
  );
}
