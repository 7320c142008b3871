import { type AdminContactLine, formatDate, lineAddFriendUrl } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useDeleteContactLine } from '../api/delete-contact-line';
import { useContactLines } from '../api/get-contact-lines';
import { useUpdateContactLine } from '../api/update-contact-line';
import { ContactLineDialog } from '../components/contact-line-dialog';
import { errorMessage } from '@/shared/lib/error-message';

const T = BO_CONTENT.contactLines;

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; line: AdminContactLine } | { kind: 'delete'; line: AdminContactLine };

/** `/content/contact-lines`: the LINE accounts members contact; one is the default members see. */
export default function ContactLinesRoute() {
  const lines = useContactLines();
  const makeDefault = useUpdateContactLine();
  const remove = useDeleteContactLine();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState('');
  if (!lines.data) return <QueryState error={lines.error} onRetry={() => void lines.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{T.title}</h2>
          <p className="text-sm text-muted">{T.intro}</p>
        </div>
        <Button
          onClick={() => {
            setDone('');
            setDialog({ kind: 'add' });
          }}
        >
          {T.add}
        </Button>
      </div>
      <ErrorNotice message={errorMessage(makeDefault.error)} />
      <SuccessNotice>{done}</SuccessNotice>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{T.caption}</caption>
          <thead className="bg-surface-2 text-left text-muted">
            <tr>
              <th scope="col" className="border-b border-line px-3 py-2 font-semibold">
                {T.columns.lineId}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 font-semibold">
                {T.columns.optional}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 font-semibold">
                {T.columns.status}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 font-semibold">
                {T.columns.updated}
              </th>
              <th scope="col" className="border-b border-line px-3 py-2 font-semibold">
                {T.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.data.map((line) => {
              const link = lineAddFriendUrl(line.line_id);
              return (
                <tr key={line.uuid} className="border-b border-line last:border-0">
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
                  <td className="tabular px-3 py-2 text-muted">{formatDate(line.updated_at)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', line })}>
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
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 hover:text-red-800"
                        onClick={() => {
                          remove.reset();
                          setDialog({ kind: 'delete', line });
                        }}
                      >
                        {BO_ACTIONS.delete}
                      </Button>
                    </span>
                  </td>
                </tr>
              );
            })}
            {lines.data.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-muted">
                  {T.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <ContactLineDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        item={dialog?.kind === 'edit' ? dialog.line : null}
        onClose={() => setDialog(null)}
        onDone={(created) => {
          setDialog(null);
          setDone(created ? T.created : BO_ACTIONS.saved);
        }}
      />
      <ConfirmActionDialog
        open={dialog?.kind === 'delete'}
        title={BO_CONTENT.deleteConfirmTitle}
        confirmLabel={BO_ACTIONS.delete}
        pending={remove.isPending}
        error={errorMessage(remove.error)}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.line.uuid, {
            onSuccess: () => {
              setDialog(null);
              setDone(T.deleted);
            },
          });
        }}
      >
        {dialog?.kind === 'delete' && T.deleteConfirm(dialog.line.line_id)}
      </ConfirmActionDialog>
    </div>
  );
}
