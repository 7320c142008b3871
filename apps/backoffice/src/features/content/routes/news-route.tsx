import type { AdminFeedItem } from '@member/shared';
import { formatDate } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { useDeleteFeedItem } from '../api/delete-feed-item';
import { useFeed } from '../api/get-feed';
import { useUpdateFeedItem } from '../api/update-feed-item';
import { errorMessage } from '@/shared/lib/error-message';
import { AddFeedItemDialog, EditFeedItemDialog, FeedImageDialog } from '../components/feed-dialogs';

const T = BO_CONTENT.news;

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; item: AdminFeedItem }
  | { kind: 'image'; item: AdminFeedItem }
  | { kind: 'delete'; item: AdminFeedItem };

/** `/content/news`: the news feed members read at /news; add, edit, change the image, show or hide, delete. */
export default function NewsRoute() {
  const feed = useFeed();
  const update = useUpdateFeedItem();
  const remove = useDeleteFeedItem();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState('');
  if (!feed.data) return <QueryState error={feed.error} onRetry={() => void feed.refetch()} />;
  const items = feed.data;
  const closeWith = (message: string) => () => {
    setDialog(null);
    setDone(message);
  };

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
      <ErrorNotice message={errorMessage(update.error)} />
      <SuccessNotice>{done}</SuccessNotice>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">{T.empty}</p>
      ) : (
        <ul aria-label={T.title} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              aria-label={T.item(index + 1)}
              className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row"
            >
              <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100 sm:w-48">
                {item.image ? (
                  <img src={item.image} alt={T.imageAlt} className="max-h-full max-w-full object-contain" />
                ) : (
                  <span className="text-sm text-muted">{BO_CONTENT.noImage}</span>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="whitespace-pre-line break-words text-sm">{item.description}</p>
                <p className="text-xs text-muted">
                  {BO_CONTENT.createdAt(formatDate(item.created_at))} ·{' '}
                  {BO_CONTENT.updatedAt(formatDate(item.updated_at))}
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  <ToggleSwitch
                    checked={item.is_active}
                    label={BO_CONTENT.activeSwitch(T.item(index + 1))}
                    onText={BO_CONTENT.active}
                    offText={BO_CONTENT.inactive}
                    disabled={update.isPending && update.variables?.id === item.id}
                    onChange={(next) => {
                      setDone('');
                      update.mutate({ id: item.id, changes: { is_active: next } });
                    }}
                  />
                  <span className="ml-auto flex flex-wrap gap-1">
                    <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', item })}>
                      {BO_ACTIONS.edit}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'image', item })}>
                      {BO_CONTENT.changeImage}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:text-red-800"
                      onClick={() => {
                        remove.reset();
                        setDialog({ kind: 'delete', item });
                      }}
                    >
                      {BO_ACTIONS.delete}
                    </Button>
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AddFeedItemDialog open={dialog?.kind === 'add'} onClose={() => setDialog(null)} onDone={closeWith(T.created)} />
      <EditFeedItemDialog
        item={dialog?.kind === 'edit' ? dialog.item : null}
        onClose={() => setDialog(null)}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <FeedImageDialog
        item={dialog?.kind === 'image' ? dialog.item : null}
        onClose={() => setDialog(null)}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <ConfirmActionDialog
        open={dialog?.kind === 'delete'}
        title={BO_CONTENT.deleteConfirmTitle}
        confirmLabel={BO_ACTIONS.delete}
        pending={remove.isPending}
        error={errorMessage(remove.error)}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') remove.mutate(dialog.item.id, { onSuccess: closeWith(T.deleted) });
        }}
      >
        <p>{T.deleteConfirm}</p>
        {dialog?.kind === 'delete' && (
          <p className="mt-2 line-clamp-3 whitespace-pre-line rounded-lg bg-surface-2 p-3 text-muted">
            {dialog.item.description}
          </p>
        )}
      </ConfirmActionDialog>
    </div>
  );
}
