import { type DragEvent, useEffect, useRef, useState } from 'react';
import { moveItem, orderedRows, sameOrder } from '../components/reorder';

type Direction = 'up' | 'down';

/**
 * The operator's unsaved order of `serverRows`: moved by dragging a row or with its up/down buttons (the
 * keyboard's way, whose moved button keeps the focus), each move said by `note(from, to)` (positions
 * from 1) to screen readers. `onMove` runs before each move.
 */
export function useDraftOrder<R extends { id: number }>(
  serverRows: readonly R[],
  { onMove, note }: { onMove: () => void; note: (from: number, to: number) => string },
) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [moveNote, setMoveNote] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: Direction } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

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

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onMove();
    setDraft(moveItem(ids, from, to));
    setMoveNote(note(from + 1, to + 1));
  };

  return {
    rows,
    ids,
    dirty,
    dragId,
    moveNote,
    /** Back to the server's order (after saving it, or to undo). */
    clear: () => {
      setDraft(null);
      setMoveNote('');
    },
    moveByKeyboard: (index: number, direction: Direction) => {
      const id = ids[index];
      if (id === undefined) return;
      move(index, direction === 'up' ? index - 1 : index + 1);
      setFocusAfterMove({ id, direction });
    },
    /** Keeps a row's up or down button, to give it the focus after a move. */
    moveButtonRef: (id: number, direction: Direction) => (node: HTMLButtonElement | null) => {
      if (node) moveButtons.current.set(`${id}-${direction}`, node);
      else moveButtons.current.delete(`${id}-${direction}`);
    },
    onDragStart: (event: DragEvent, id: number) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(id));
      setDragId(id);
    },
    onDragOver: (event: DragEvent, index: number) => {
      if (dragId === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const from = ids.indexOf(dragId);
      if (from !== index && from !== -1) move(from, index);
    },
    endDrag: (event?: DragEvent) => {
      event?.preventDefault();
      setDragId(null);
    },
  };
}
