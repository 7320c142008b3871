import type { AdminFeedItem } from '@member/shared';
import { formatDate } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { useDeleteFeedItem } from '../api/delete-feed-item';
import { useFeed } from '../api/get-feed';
import { useUpdateFeedItem } from '../api/update-feed-item';
import { errorMessage } from '@/shared/lib/error-message';
import { ConfirmCallButton, ConfirmCallDialog } from '../components/confirm-call';
import { AddFeedItemDialog, EditFeedItemDialog, FeedImageDialog } from '../components/feed-dialogs';
import { ListHeader } from '../components/list-header';
import { useListDialog } from '../hooks/use-list-dialog';

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
  const { dialog, setDialog, start, done, setDone, close, closeWith } = useListDialog<OpenDialog>();
  if (!feed.data) return <QueryState error={feed.error} onRetry={() => void feed.refetch()} />;
  const items = feed.data;

  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={T.title} intro={T.intro} addLabel={T.add} onAdd={() => start({ kind: 'add' })} />
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
                  {BO_CONTENT.createdAt(formatDate(item.created_at, 'dateTime'))} ·{' '}
                  {BO_CONTENT.updatedAt(formatDate(item.updated_at, 'dateTime'))}
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
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'edit', item })}
                    >
                      {BO_ACTIONS.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'image', item })}
                    >
                      {BO_CONTENT.changeImage}
                    </Button>
                    <ConfirmCallButton call={remove} onClick={() => setDialog({ kind: 'delete', item })} />
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AddFeedItemDialog open={dialog?.kind === 'add'} onClose={close} onDone={closeWith(T.created)} />
      <EditFeedItemDialog
        item={dialog?.kind === 'edit' ? dialog.item : null}
        onClose={close}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <FeedImageDialog
        item={dialog?.kind === 'image' ? dialog.item : null}
        onClose={close}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <ConfirmCallDialog
        subject={dialog?.kind === 'delete' ? dialog.item : null}
        call={remove}
        onClose={close}
        onConfirm={(item) => remove.mutate(item.id, { onSuccess: closeWith(T.deleted) })}
      >
        {(item) => (
          <>
            <p>{T.deleteConfirm}</p>
            <p className="mt-2 line-clamp-3 whitespace-pre-line rounded-lg bg-surface-2 p-3 text-muted">
              {item.description}
            </p>
          </>
        )}
      </ConfirmCallDialog>
    </div>
  );
}
