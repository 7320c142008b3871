import type { AdminBanner, BannerPlacement } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import type { DragEvent, Ref } from 'react';
import { Button, buttonClass } from '@/shared/ui/button';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { ConfirmCallButton } from './confirm-call';

const T = BO_CONTENT.banners;

type Direction = 'up' | 'down';

/**
 * One banner in the list, at `index`: its drag handle, position, image, link, on/off switch and actions
 * (move up or down, change the image, edit, delete).
 */
export function BannerRow({
  banner,
  index,
  count,
  placement,
  dragging,
  toggling,
  drag,
  moveButtonRef,
  remove,
  onMove,
  onToggle,
  onImage,
  onEdit,
  onDelete,
}: {
  banner: AdminBanner;
  index: number;
  /** How many rows the list has. */
  count: number;
  placement: BannerPlacement;
  dragging: boolean;
  toggling: boolean;
  drag: {
    onDragStart: (event: DragEvent, id: number) => void;
    onDragOver: (event: DragEvent, index: number) => void;
    endDrag: (event?: DragEvent) => void;
  };
  moveButtonRef: (id: number, direction: Direction) => Ref<HTMLButtonElement>;
  /** The delete call, whose last refusal the delete button clears. */
  remove: { reset: () => void };
  onMove: (direction: Direction) => void;
  onToggle: (next: boolean) => void;
  onImage: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const position = index + 1;
  return (
    <li
      draggable
      onDragStart={(event) => drag.onDragStart(event, banner.id)}
      onDragOver={(event) => drag.onDragOver(event, index)}
      onDrop={drag.endDrag}
      onDragEnd={() => drag.endDrag()}
      data-banner-id={banner.id}
      className={`flex flex-wrap items-center gap-3 rounded-xl border bg-surface p-3 ${
        dragging ? 'border-accent opacity-60' : 'border-line'
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
        disabled={toggling}
        onChange={onToggle}
      />
      <div role="group" aria-label={T.actionsOf(position)} className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'w-9 px-0')}
          aria-label={T.moveUpOf(position)}
          title={T.moveUp}
          disabled={index === 0}
          ref={moveButtonRef(banner.id, 'up')}
          onClick={() => onMove('up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'w-9 px-0')}
          aria-label={T.moveDownOf(position)}
          title={T.moveDown}
          disabled={index === count - 1}
          ref={moveButtonRef(banner.id, 'down')}
          onClick={() => onMove('down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <Button size="sm" variant="secondary" onClick={onImage}>
          {BO_CONTENT.changeImage}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {BO_ACTIONS.edit}
        </Button>
        <ConfirmCallButton call={remove} onClick={onDelete} />
      </div>
    </li>
  );
}
