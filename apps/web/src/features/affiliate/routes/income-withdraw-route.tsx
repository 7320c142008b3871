import { REFER } from '@member/shared';
import { IncomeWithdrawForm } from '../components/income-withdraw-form';
import { ReferPage } from '../components/refer-page';

/** `/tx/withdraw/income`: the same income withdrawal, reached from the wallet (back to /tx). */
export default function IncomeWithdrawRoute() {
  return (
    <ReferPage title={REFER.titles.incomeWithdraw} backTo="/tx">
      <IncomeWithdrawForm />
    </ReferPage>
  );
}
