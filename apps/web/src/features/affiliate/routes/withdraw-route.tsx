import { REFER } from '@member/shared';
import { IncomeWithdrawForm } from '../components/income-withdraw-form';
import { ReferPage } from '../components/refer-page';
import { REFER_PATHS } from '../lib/paths';

/** `/refer/profit-manage/withdraw`: the income withdrawal from the programme's side. */
export default function WithdrawRoute() {
  return (
    <ReferPage title={REFER.titles.withdraw} backTo={REFER_PATHS.profitManage}>
      <IncomeWithdrawForm />
    </ReferPage>
  );
}
