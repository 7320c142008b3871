import { CONTACT_BUTTON_DRAG_THRESHOLD, LABELS } from '@member/shared';
import { type PointerEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HeadsetIcon } from '@/shared/ui/icons';

interface DragState {
  pointerX: number;
  pointerY: number;
  startX: number;
  startY: number;
  dragged: boolean;
}

/**
 * Contact-admin button floating over the register dialog, in the card's bottom-left corner beside the
 * centred links: it scrolls with the card, so it never lies over the title, a field or a button of any
 * step, whatever the screen's height (the top corner put it on the title's row). It can still be
 * dragged; a move of at least the drag threshold counts as a drag and does not navigate (SPEC.md §9).
 */
export function FloatingContactButton() {
  const navigate = useNavigate();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<DragState | null>(null);
  const wasDragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      startX: offset.x,
      startY: offset.y,
      dragged: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.pointerX;
    const dy = event.clientY - state.pointerY;
    if (!state.dragged && Math.hypot(dx, dy) < CONTACT_BUTTON_DRAG_THRESHOLD) return;
    state.dragged = true;
    setOffset({ x: state.startX + dx, y: state.startY + dy });
  };
  const onPointerUp = () => {
    wasDragged.current = drag.current?.dragged ?? false;
    drag.current = null;
  };
  const onClick = () => {
    if (wasDragged.current) {
      wasDragged.current = false;
      return;
    }
    navigate('/contact');
  };

  return (
    <button
      type="button"
      aria-label={LABELS.contactAdmin}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={onClick}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      className="absolute bottom-3 left-3 grid size-11 touch-none place-items-center rounded-full bg-gradient-to-b from-gold to-gold-strong text-bg shadow-lg shadow-black/50 ring-4 ring-gold/20"
    >
      <HeadsetIcon className="size-6" />
    </button>
  );
}
