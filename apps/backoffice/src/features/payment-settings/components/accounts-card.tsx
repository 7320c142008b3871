import { BO_ACTIONS, BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { type AdminDepositBankAccount, useDepositBankAccounts } from '../api/get-deposit-bank-accounts';
import { useUpdateDepositBankAccount } from '../api/update-deposit-bank-account';
import { AccountDialog } from './account-dialog';
import { errorMessage } from '@/shared/lib/error-message';

/** The site's receiving bank accounts: list, add, edit, activate or deactivate. */
export function AccountsCard() {
  const accounts = useDepositBankAccounts();
  const toggle = useUpdateDepositBankAccount();
  const [dialog, setDialog] = useState<{ account: AdminDepositBankAccount | null } | null>(null);
  const [done, setDone] = useState('');

  return (
    <section
      aria-labelledby="accounts-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="accounts-title" className="text-base font-semibold">
            {T.accountsTitle}
          </h2>
          <p className="text-sm text-muted">{T.accountsIntro}</p>
        </div>
        <Button
          onClick={() => {
            setDone('');
            setDialog({ account: null });
          }}
        >
          {T.addAccount}
        </Button>
      </div>
      <ErrorNotice message={errorMessage(toggle.error)} />
      <SuccessNotice>{done}</SuccessNotice>
      {!accounts.data ? (
        <QueryState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <SimpleTable
          caption={T.accountsCaption}
          columns={[T.bank, T.accountNumber, T.accountName, T.status, T.actions]}
          rows={accounts.data}
          rowKey={(account) => account.id}
          empty={T.empty}
          className="overflow-x-auto rounded-lg border border-line"
          cells={(account) => (
            <>
              <td className="px-3 py-2">{account.bankName}</td>
              <td className="tabular px-3 py-2">{account.accountNumber}</td>
              <td className="px-3 py-2">{account.accountName}</td>
              <td className="px-3 py-2">
                <Badge tone={account.isActive ? 'good' : 'neutral'}>{account.isActive ? T.active : T.inactive}</Badge>
              </td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${BO_ACTIONS.edit} ${account.accountNumber}`}
                    onClick={() => {
                      setDone('');
                      setDialog({ account });
                    }}
                  >
                    {BO_ACTIONS.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${account.isActive ? T.deactivate : T.activate} ${account.accountNumber}`}
                    disabled={toggle.isPending && toggle.variables?.id === account.id}
                    onClick={() => {
                      setDone('');
                      toggle.mutate(
                        { id: account.id, changes: { isActive: !account.isActive } },
                        {
                          onSuccess: (after) => setDone(after.isActive ? T.accountActivated : T.accountDeactivated),
                        },
                      );
                    }}
                  >
                    {account.isActive ? T.deactivate : T.activate}
                  </Button>
                </span>
              </td>
            </>
          )}
        />
      )}
      <AccountDialog
        open={dialog !== null}
        item={dialog?.account ?? null}
        onClose={() => setDialog(null)}
        onDone={(created) => {
          setDialog(null);
          setDone(created ? T.accountCreated : T.accountSaved);
        }}
      />
    </section>
  );
}
