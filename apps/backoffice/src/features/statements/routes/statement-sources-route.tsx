import {
  type AdminStatementSource,
  findBank,
  formatDate,
  formatThousands,
  type StatementSourceWithToken,
} from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { errorMessage } from '@/shared/lib/error-message';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { useNewSourceToken, useStatementSources, useSwitchSource } from '../api/statements';
import { SourceDialog } from '../components/source-dialog';
import { TokenDialog } from '../components/token-dialog';

const C = T.sourceColumns;
const CELL = 'px-3 py-2 align-top';

function Health({ source }: { source: AdminStatementSource }) {
  if (!source.is_active) return <Badge>{T.inactive}</Badge>;
  return source.silent ? <Badge tone="bad">{T.silent}</Badge> : <Badge tone="good">{T.healthy}</Badge>;
}

function AccountCell({ source }: { source: AdminStatementSource }) {
  const account = source.deposit_account;
  if (!account) return <span className="text-muted">{T.noAccount}</span>;
  return (
    <div className="flex flex-col gap-0.5">
      <span>{findBank(account.bankCode)?.name ?? account.bankCode}</span>
      <span className="tabular text-muted">{account.accountNumber}</span>
      <span className="text-muted">{account.accountName}</span>
    </div>
  );
}

/**
 * `/statement-sources` (`money.view`): where lines come from and whether they still arrive (the last line,
 * a warning when silent too long, today's count); adding one, switching it, a new token (`settings.edit`).
 * A token is shown once, in a dialog with the forwarder's address and header.
 */
export default function StatementSourcesRoute() {
  const { can } = useOperator();
  const canEdit = can('settings.edit');
  const sources = useStatementSources();
  const switchSource = useSwitchSource();
  const newToken = useNewSourceToken();
  const [adding, setAdding] = useState(false);
  const [renewing, setRenewing] = useState<AdminStatementSource | null>(null);
  const [shown, setShown] = useState<StatementSourceWithToken | null>(null);

  return (
    <>
      <PageHeader title={T.sourcesTitle}>
        {canEdit && (
          <Button aria-haspopup="dialog" onClick={() => setAdding(true)}>
            {T.addSource}
          </Button>
        )}
      </PageHeader>
      <p className="mb-2 text-sm text-muted">{T.sourcesIntro}</p>
      {!canEdit && <p className="mb-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{T.viewOnlySources}</p>}
      <ErrorNotice className="mb-3" message={errorMessage(switchSource.error)} />
      {!sources.data ? (
        <QueryState error={sources.error} onRetry={() => void sources.refetch()} />
      ) : (
        <SimpleTable
          caption={T.sourcesCaption}
          columns={[
            C.name,
            C.kind,
            C.account,
            C.lastLine,
            C.linesToday,
            C.health,
            C.active,
            ...(canEdit ? [C.actions] : []),
          ]}
          rows={sources.data}
          rowKey={(source) => source.id}
          empty={T.sourcesEmpty}
          className="overflow-x-auto rounded-xl border border-line bg-surface"
          cells={(source) => (
            <>
              <td className={`${CELL} font-semibold`}>{source.name}</td>
              <td className={CELL}>{T.kinds[source.kind]}</td>
              <td className={CELL}>
                <AccountCell source={source} />
              </td>
              <td className={`${CELL} tabular whitespace-nowrap`}>
                {formatDate(source.last_line_at, 'dateTime', T.neverReceived)}
              </td>
              <td className={`${CELL} tabular`}>{T.linesCount(formatThousands(source.lines_today, 0))}</td>
              <td className={CELL}>
                <Health source={source} />
              </td>
              <td className={CELL}>
                {canEdit ? (
                  <ToggleSwitch
                    checked={source.is_active}
                    label={T.activeOf(source.name)}
                    onText={T.on}
                    offText={T.off}
                    disabled={switchSource.isPending}
                    onChange={(isActive) => switchSource.mutate({ id: source.id, isActive })}
                  />
                ) : (
                  <span>{source.is_active ? T.on : T.off}</span>
                )}
              </td>
              {canEdit && (
                <td className={CELL}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={T.newTokenOf(source.name)}
                    onClick={() => {
                      newToken.reset();
                      setRenewing(source);
                    }}
                  >
                    {T.newToken}
                  </Button>
                </td>
              )}
            </>
          )}
        />
      )}

      <SourceDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setShown(created);
        }}
      />
      <ConfirmActionDialog
        open={renewing !== null}
        title={T.newTokenTitle}
        confirmLabel={T.newToken}
        pending={newToken.isPending}
        error={errorMessage(newToken.error)}
        onClose={() => setRenewing(null)}
        onConfirm={() => {
          if (!renewing) return;
          newToken.mutate(renewing.id, {
            onSuccess: (renewed) => {
              setRenewing(null);
              setShown(renewed);
            },
          });
        }}
      >
        {renewing ? T.newTokenBody(renewing.name) : null}
      </ConfirmActionDialog>
      <TokenDialog source={shown} onClose={() => setShown(null)} />
    </>
  );
}
