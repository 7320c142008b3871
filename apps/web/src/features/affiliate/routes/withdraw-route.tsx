import { REFER } from '@member/shared';
import { paths } from '@/shared/paths';
import { IncomeWithdrawForm } from '../components/income-withdraw-form';
import { SubPage } from '@/shared/ui/sub-page';

/** `/refer/profit-manage/withdraw`: the income withdrawal from the programme's side. */
export default function WithdrawRoute() {
  return (
    <SubPage title={REFER.titles.withdraw} backTo={paths.refer.profitManage}>
      <IncomeWithdrawForm />
    </SubPage>
  );
}
