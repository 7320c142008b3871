// The referral programme's pages (issue 14). The app loads each route module lazily (app/chunks.ts);
// what other parts of the app may use is exported here.
export { IncomeWithdrawForm } from './components/income-withdraw-form';
