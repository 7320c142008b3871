import type { AdminBanner, BannerPlacement } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useUpdateBanner } from '../api/update-banner';
import { AddBannerDialog, BannerImageDialog, EditBannerDialog } from './banner-dialogs';
import { errorMessage } from '@/shared/lib/error-message';
import { moveItem, orderedRows, sameOrder } from './reorder';

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
  const [draft, setDraft] = useState<number[] | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState('');
  const [moveNote, setMoveNote] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  const serverRows = banners.data ?? [];
  const rows = orderedRows(serverRows, draft);
  const ids = rows.map((row) => row.id);
  const dirty =
    draft !== null &&
    !sameOrder(
      ids,
      serverRows.map((row) => row.id),
    );

  // The moved row's button keeps the focus (or its twin, when the row reached an end of the list).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const same = moveButtons.current.get(`${id}-${direction}`);
    const other = moveButtons.current.get(`${id}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, ids.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!banners.data) return <QueryState error={banners.error} onRetry={() => void banners.refetch()} />;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    setDone('');
    reorder.reset();
    setDraft(moveItem(ids, from, to));
    setMoveNote(T.moved(from + 1, to + 1));
  };
  const moveByKeyboard = (index: number, direction: 'up' | 'down') => {
    const id = ids[index];
    if (id === undefined) return;
    move(index, direction === 'up' ? index - 1 : index + 1);
    setFocusAfterMove({ id, direction });
  };

  const onDragStart = (event: DragEvent, id: number) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(id));
    setDragId(id);
  };
  const onDragOver = (event: DragEvent, index: number) => {
    if (dragId === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const from = ids.indexOf(dragId);
    if (from !== index && from !== -1) move(from, index);
  };
  const endDrag = (event?: DragEvent) => {
    event?.preventDefault();
    setDragId(null);
  };

  const saveOrder = () => {
    setDone('');
    reorder.mutate(
      { placement, ids },
      {
        onSuccess: () => {
          setDraft(null);
          setMoveNote('');
          setDone(T.orderSaved);
        },
      },
    );
  };
  const toggle = (banner: AdminBanner, next: boolean) => {
    setDone('');
    update.mutate({ id: banner.id, changes: { is_active: next } });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{T.listTitle[placement]}</h2>
          <p className="text-sm text-muted">{T.intro[placement]}</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>{T.add[placement]}</Button>
      </div>

      {rows.length > 1 && <p className="text-sm text-muted">{T.orderHint}</p>}
      <p aria-live="polite" className="sr-only">
        {moveNote}
      </p>
      {dirty && (
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
                setDraft(null);
                setMoveNote('');
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
              <li
                key={banner.id}
                draggable
                onDragStart={(event) => onDragStart(event, banner.id)}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={endDrag}
                onDragEnd={() => endDrag()}
                data-banner-id={banner.id}
                className={`flex flex-wrap items-center gap-3 rounded-xl border bg-surface p-3 ${
                  dragId === banner.id ? 'border-accent opacity-60' : 'border-line'
                }`}
              >
                <span
                  aria-hidden="true"
                  title={T.dragHandle(position)}
                  className="cursor-grab select-none px-1 text-xl leading-none text-muted"
                >
                  ⠿
                </span>
                <span className="tabular w-8 text-center text-lg font-semibold">{position}</span>
                <div
                  className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100 ${
                    placement === 'popup' ? 'h-24 w-16' : 'h-16 w-32'
                  }`}
                >
                  <img
                    src={banner.image}
                    alt={T.imageAlt(position)}
                    draggable={false}
                    className="max-h-full max-w-full object-contain"
                  />
                </div>
                <div className="flex min-w-40 flex-1 flex-col gap-1">
                  <span className="text-xs text-muted">{T.url}</span>
                  <span className={`break-all text-sm ${banner.url ? '' : 'text-muted'}`}>{banner.url ?? T.noUrl}</span>
                </div>
                <ToggleSwitch
                  checked={banner.is_active}
                  label={BO_CONTENT.activeSwitch(T.item(position))}
                  onText={BO_CONTENT.active}
                  offText={BO_CONTENT.inactive}
                  disabled={update.isPending && update.variables?.id === banner.id}
                  onChange={(next) => toggle(banner, next)}
                />
                <div role="group" aria-label={T.actionsOf(position)} className="flex flex-wrap items-center gap-1">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm', 'w-9 px-0')}
                    aria-label={T.moveUpOf(position)}
                    title={T.moveUp}
                    disabled={index === 0}
                    ref={(node) => {
                      if (node) moveButtons.current.set(`${banner.id}-up`, node);
                      else moveButtons.current.delete(`${banner.id}-up`);
                    }}
                    onClick={() => moveByKeyboard(index, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm', 'w-9 px-0')}
                    aria-label={T.moveDownOf(position)}
                    title={T.moveDown}
                    disabled={index === rows.length - 1}
                    ref={(node) => {
                      if (node) moveButtons.current.set(`${banner.id}-down`, node);
                      else moveButtons.current.delete(`${banner.id}-down`);
                    }}
                    onClick={() => moveByKeyboard(index, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'image', banner, position })}>
                    {BO_CONTENT.changeImage}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', banner, position })}>
                    {BO_ACTIONS.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:text-red-800"
                    onClick={() => {
                      remove.reset();
                      setDialog({ kind: 'delete', banner, position });
                    }}
                  >
                    {BO_ACTIONS.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <AddBannerDialog
        open={dialog?.kind === 'add'}
        placement={placement}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setDone(T.created);
        }}
      />
      <EditBannerDialog
        item={dialog?.kind === 'edit' ? dialog.banner : null}
        title={dialog?.kind === 'edit' ? `${T.editTitle[placement]} · ${T.item(dialog.position)}` : ''}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setDone(BO_ACTIONS.saved);
        }}
      />
      <BannerImageDialog
        item={dialog?.kind === 'image' ? dialog.banner : null}
        title={dialog?.kind === 'image' ? `${T.imageTitle[placement]} · ${T.item(dialog.position)}` : ''}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setDone(BO_ACTIONS.saved);
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
          remove.mutate(
            { id: dialog.banner.id, placement },
            {
              onSuccess: () => {
                setDialog(null);
                setDone(T.deleted);
              },
            },
          );
        }}
      >
        {dialog?.kind === 'delete' && (
          <div className="flex flex-col gap-3">
            <p>{T.deleteConfirm(dialog.position)}</p>
            <div className="flex h-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100">
              <img
                src={dialog.banner.image}
                alt={T.imageAlt(dialog.position)}
                className="max-h-full max-w-full object-contain"
              />
            </div>
          </div>
        )}
      </ConfirmActionDialog>
    </div>
  );
}
