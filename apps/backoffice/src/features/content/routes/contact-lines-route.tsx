import { type AdminContactLine, formatDate, lineAddFriendUrl } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { SimpleTable } from '@/shared/ui/simple-table';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useDeleteContactLine } from '../api/delete-contact-line';
import { useContactLines } from '../api/get-contact-lines';
import { useUpdateContactLine } from '../api/update-contact-line';
import { ContactLineDialog } from '../components/contact-line-dialog';
import { ConfirmCallButton, ConfirmCallDialog } from '../components/confirm-call';
import { ListHeader } from '../components/list-header';
import { useListDialog } from '../hooks/use-list-dialog';
import { errorMessage } from '@/shared/lib/error-message';

const T = BO_CONTENT.contactLines;

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; line: AdminContactLine } | { kind: 'delete'; line: AdminContactLine };

/** `/content/contact-lines`: the LINE accounts members contact; one is the default members see. */
export default function ContactLinesRoute() {
  const lines = useContactLines();
  const makeDefault = useUpdateContactLine();
  const remove = useDeleteContactLine();
  const { dialog, setDialog, start, done, setDone, close, closeWith } = useListDialog<OpenDialog>();
  if (!lines.data) return <QueryState error={lines.error} onRetry={() => void lines.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={T.title} intro={T.intro} addLabel={T.add} onAdd={() => start({ kind: 'add' })} />
      <ErrorNotice message={errorMessage(makeDefault.error)} />
      <SuccessNotice>{done}</SuccessNotice>
      <SimpleTable
        caption={T.caption}
        columns={[T.columns.lineId, T.columns.optional, T.columns.status, T.columns.updated, T.columns.actions]}
        rows={lines.data}
        rowKey={(line) => line.uuid}
        empty={T.empty}
        className="overflow-x-auto rounded-xl border border-line bg-surface"
        cells={(line) => {
          const link = lineAddFriendUrl(line.line_id);
          return (
            <>
              <td className="px-3 py-2 font-semibold">
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={T.openLink(line.line_id)}
                    className="text-accent underline-offset-2 hover:underline"
                  >
                    {line.line_id}
                  </a>
                ) : (
                  line.line_id
                )}
              </td>
              <td className="px-3 py-2">{line.optional_line_id ?? T.none}</td>
              <td className="px-3 py-2">{line.is_default && <Badge tone="good">{T.isDefault}</Badge>}</td>
              <td className="tabular px-3 py-2 whitespace-nowrap text-muted">
                {formatDate(line.updated_at, 'dateTime')}
              </td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-haspopup="dialog"
                    onClick={() => setDialog({ kind: 'edit', line })}
                  >
                    {BO_ACTIONS.edit}
                  </Button>
                  {!line.is_default && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={makeDefault.isPending}
                      onClick={() => {
                        setDone('');
                        makeDefault.mutate(
                          { uuid: line.uuid, changes: { is_default: true } },
                          { onSuccess: () => setDone(BO_ACTIONS.saved) },
                        );
                      }}
                    >
                      {T.setDefault}
                    </Button>
                  )}
                  <ConfirmCallButton call={remove} onClick={() => setDialog({ kind: 'delete', line })} />
                </span>
              </td>
            </>
          );
        }}
      />

      <ContactLineDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        item={dialog?.kind === 'edit' ? dialog.line : null}
        onClose={close}
        onDone={(created) => closeWith(created ? T.created : BO_ACTIONS.saved)()}
      />
      <ConfirmCallDialog
        subject={dialog?.kind === 'delete' ? dialog.line : null}
        call={remove}
        onClose={close}
        onConfirm={(line) => remove.mutate(line.uuid, { onSuccess: closeWith(T.deleted) })}
      >
        {(line) => T.deleteConfirm(line.line_id)}
      </ConfirmCallDialog>
    </div>
  );
}
