import { formatDate, type OperatorAccount } from '@member/shared';
import { BO_OPERATORS, BO_ROLE_LABELS } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { messageOf } from '@/shared/lib/error-message';
import { useOperatorsList } from '../api/operators-list';
import { useUpdateOperator } from '../api/update-operator';
import {
  ChangeRoleDialog,
  CreateOperatorDialog,
  DisableOperatorDialog,
  SetPasswordDialog,
} from '../components/operator-dialogs';

const C = BO_OPERATORS.columns;
const column = createColumnHelper<OperatorAccount>();

type DialogKind = 'create' | 'role' | 'password' | 'disable';
interface DialogState {
  kind: DialogKind;
  account: OperatorAccount | null;
  open: boolean;
}

/** `/operators`: the back office's accounts; create one, change a role, disable or enable, set a new password. */
export default function OperatorsRoute() {
  const { operator } = useOperator();
  const list = useOperatorsList();
  const params = useListParams({ limit: 100 });
  const enable = useUpdateOperator();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);

  const open = (kind: DialogKind, account: OperatorAccount | null = null) => {
    setNotice(null);
    setDialog({ kind, account, open: true });
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const done = (message: string) => {
    close();
    setNotice({ message, failed: false });
  };

  const columns = [
    column.accessor('username', {
      header: C.username,
      cell: (info) => (
        <span className="font-semibold">
          {info.getValue()}
          {info.getValue() === operator.username && (
            <span className="ml-1 font-normal text-muted">{BO_OPERATORS.you}</span>
          )}
        </span>
      ),
    }),
    column.accessor('role', { header: C.role, cell: (info) => BO_ROLE_LABELS[info.getValue()] }),
    column.accessor('disabled', {
      header: C.status,
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="bad">{BO_OPERATORS.status.disabled}</Badge>
        ) : (
          <Badge tone="good">{BO_OPERATORS.status.active}</Badge>
        ),
    }),
    column.accessor('created_at', {
      header: C.createdAt,
      cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
    }),
    column.display({
      id: 'actions',
      header: C.actions,
      cell: (info) => {
        const account = info.row.original;
        return (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={BO_OPERATORS.changeRoleNamed(account.username)}
              aria-haspopup="dialog"
              onClick={() => open('role', account)}
            >
              {BO_OPERATORS.changeRole}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={BO_OPERATORS.setPasswordNamed(account.username)}
              aria-haspopup="dialog"
              onClick={() => open('password', account)}
            >
              {BO_OPERATORS.setPassword}
            </Button>
            {account.disabled ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={enable.isPending}
                aria-label={BO_OPERATORS.enableNamed(account.username)}
                onClick={() => {
                  setNotice(null);
                  enable.mutate(
                    { username: account.username, changes: { disabled: false } },
                    {
                      onSuccess: () => setNotice({ message: BO_OPERATORS.enabled(account.username), failed: false }),
                      onError: (error) => setNotice({ message: messageOf(error), failed: true }),
                    },
                  );
                }}
              >
                {BO_OPERATORS.enable}
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:text-red-800"
                aria-label={BO_OPERATORS.disableNamed(account.username)}
                aria-haspopup="dialog"
                onClick={() => open('disable', account)}
              >
                {BO_OPERATORS.disable}
              </Button>
            )}
          </span>
        );
      },
    }),
  ];

  const accounts = list.data;
  const page = accounts && { items: accounts, page: 1, limit: Math.max(1, accounts.length), total: accounts.length };
  const key = `${dialog?.kind}-${dialog?.account?.username ?? ''}`;

  return (
    <div>
      <PageHeader title={BO_OPERATORS.title}>
        <Button aria-haspopup="dialog" onClick={() => open('create')}>
          {BO_OPERATORS.create}
        </Button>
      </PageHeader>
      <p role="status" className={`mb-3 min-h-5 text-sm ${notice?.failed ? 'text-red-700' : 'text-green-800'}`}>
        {notice?.message}
      </p>
      {!page ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={BO_OPERATORS.tableCaption}
          columns={columns}
          page={page}
          params={params}
          rowKey={(row) => row.username}
          isFetching={list.isFetching}
        />
      )}
      <CreateOperatorDialog open={dialog?.kind === 'create' && dialog.open} onClose={close} onDone={done} />
      {dialog?.account && dialog.kind === 'role' && (
        <ChangeRoleDialog key={key} open={dialog.open} onClose={close} onDone={done} account={dialog.account} />
      )}
      {dialog?.account && dialog.kind === 'password' && (
        <SetPasswordDialog key={key} open={dialog.open} onClose={close} onDone={done} account={dialog.account} />
      )}
      {dialog?.account && dialog.kind === 'disable' && (
        <DisableOperatorDialog key={key} open={dialog.open} onClose={close} onDone={done} account={dialog.account} />
      )}
    </div>
  );
}
