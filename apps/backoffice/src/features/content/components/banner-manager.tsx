import type { AdminBanner, BannerPlacement } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useUpdateBanner } from '../api/update-banner';
import { useDraftOrder } from '../hooks/use-draft-order';
import { useListDialog } from '../hooks/use-list-dialog';
import { AddBannerDialog, BannerImageDialog, EditBannerDialog } from './banner-dialogs';
import { BannerRow } from './banner-row';
import { ConfirmCallDialog } from './confirm-call';
import { ListHeader } from './list-header';
import { errorMessage } from '@/shared/lib/error-message';

const T = BO_CONTENT.banners;

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; banner: AdminBanner; position: number }
  | { kind: 'image'; banner: AdminBanner; position: number }
  | { kind: 'delete'; banner: AdminBanner; position: number };

/**
 * The banners of one placement, in the order members see them: each with its image, link and an
 * on/off switch; add, edit, change the image, delete. The order changes by dragging a row or with its
 * up/down buttons (the keyboard's way), and is saved at once for the whole list with "save order".
 */
export function BannerManager({ placement }: { placement: BannerPlacement }) {
  const banners = useBanners(placement);
  const reorder = useReorderBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const { dialog, setDialog, done, setDone, close, closeWith } = useListDialog<OpenDialog>();
  const order = useDraftOrder(banners.data ?? [], {
    onMove: () => {
      setDone('');
      reorder.reset();
    },
    note: T.moved,
  });

  if (!banners.data) return <QueryState error={banners.error} onRetry={() => void banners.refetch()} />;

  const { rows, ids } = order;
  const saveOrder = () => {
    setDone('');
    reorder.mutate(
      { placement, ids },
      {
        onSuccess: () => {
          order.clear();
          setDone(T.orderSaved);
        },
      },
    );
  };
  const toggle = (banner: AdminBanner, next: boolean) => {
    setDone('');
    update.mutate({ id: banner.id, changes: { is_active: next } });
  };
  const titleOf = (titles: Record<BannerPlacement, string>, position: number) =>
    `${titles[placement]} · ${T.item(position)}`;

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={T.listTitle[placement]}
        intro={T.intro[placement]}
        addLabel={T.add[placement]}
        onAdd={() => setDialog({ kind: 'add' })}
      />

      {rows.length > 1 && <p className="text-sm text-muted">{T.orderHint}</p>}
      <p aria-live="polite" className="sr-only">
        {order.moveNote}
      </p>
      {order.dirty && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
          <p className="text-sm font-semibold text-amber-900">{T.orderChanged}</p>
          <div className="ml-auto flex gap-2">
            <Button size="sm" disabled={reorder.isPending} onClick={saveOrder}>
              {reorder.isPending ? BO_ACTIONS.saving : T.saveOrder}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={reorder.isPending}
              onClick={() => {
                order.clear();
                reorder.reset();
              }}
            >
              {T.undoOrder}
            </Button>
          </div>
        </div>
      )}
      <ErrorNotice message={errorMessage(reorder.error) ?? errorMessage(update.error)} />
      <SuccessNotice>{done}</SuccessNotice>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">
          {T.empty[placement]}
        </p>
      ) : (
        <ol aria-label={T.listTitle[placement]} className="flex flex-col gap-2">
          {rows.map((banner, index) => {
            const position = index + 1;
            return (
              <BannerRow
                key={banner.id}
                banner={banner}
                index={index}
                count={rows.length}
                placement={placement}
                dragging={order.dragId === banner.id}
                toggling={update.isPending && update.variables?.id === banner.id}
                drag={order}
                moveButtonRef={order.moveButtonRef}
                onMove={(direction) => order.moveByKeyboard(index, direction)}
                onToggle={(next) => toggle(banner, next)}
                onImage={() => setDialog({ kind: 'image', banner, position })}
                onEdit={() => setDialog({ kind: 'edit', banner, position })}
                remove={remove}
                onDelete={() => setDialog({ kind: 'delete', banner, position })}
              />
            );
          })}
        </ol>
      )}

      <AddBannerDialog
        open={dialog?.kind === 'add'}
        placement={placement}
        onClose={close}
        onDone={closeWith(T.created)}
      />
      <EditBannerDialog
        item={dialog?.kind === 'edit' ? dialog.banner : null}
        title={dialog?.kind === 'edit' ? titleOf(T.editTitle, dialog.position) : ''}
        onClose={close}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <BannerImageDialog
        item={dialog?.kind === 'image' ? dialog.banner : null}
        title={dialog?.kind === 'image' ? titleOf(T.imageTitle, dialog.position) : ''}
        onClose={close}
        onDone={closeWith(BO_ACTIONS.saved)}
      />
      <ConfirmCallDialog
        subject={dialog?.kind === 'delete' ? dialog : null}
        call={remove}
        onClose={close}
        onConfirm={({ banner }) => remove.mutate({ id: banner.id, placement }, { onSuccess: closeWith(T.deleted) })}
      >
        {({ banner, position }) => (
          <div className="flex flex-col gap-3">
            <p>{T.deleteConfirm(position)}</p>
            <div className="flex h-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100">
              <img src={banner.image} alt={T.imageAlt(position)} className="max-h-full max-w-full object-contain" />
            </div>
          </div>
        )}
      </ConfirmCallDialog>
    </div>
  );
}
