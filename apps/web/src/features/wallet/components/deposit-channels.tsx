import { type CombineSettings, type DepositBankAccount, WALLET, WALLET_BANK_CODE } from '@member/shared';
import { AccountRow } from './account-row';

/** Where the member may transfer to: the operator's bank accounts, PromptPay and TrueMoney. */
export function DepositChannels({
  combine,
  accounts,
}: {
  combine: CombineSettings;
  accounts: readonly DepositBankAccount[];
}) {
  const bankAccounts = combine.bank_transfer ? accounts : [];
  if (bankAccounts.length === 0 && !combine.promptpay && !combine.truemoney) return null;
  return (
    <section aria-label={WALLET.transferTo} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-text/90">{WALLET.transferTo}</h2>
      <ul className="flex flex-col gap-2">
        {bankAccounts.map((account) => (
          <AccountRow
            key={account.id}
            logoCode={account.bankCode}
            title={account.bankName}
            number={account.accountNumber}
            name={account.accountName}
          />
        ))}
        {combine.promptpay && (
          <AccountRow
            logoCode="promptpay"
            title={WALLET.promptpay}
            number={combine.promptpay}
            name={combine.accountNamePp}
          />
        )}
        {combine.truemoney && (
          <AccountRow
            logoCode={WALLET_BANK_CODE}
            title={WALLET.truemoney}
            number={combine.truemoney}
            name={combine.accountNameTmn}
          />
        )}
      </ul>
    </section>
  );
}
