import { useState } from 'react';
import { type NoteAction, NoteActionDialog } from '../components/note-action-dialog';

/**
 * A page's note actions: `start` opens one (the last notice goes), its answer becomes the notice;
 * `dialog` is the one dialog they share, to render once on the page.
 */
export function useNoteActions() {
  const [action, setAction] = useState<NoteAction | null>(null);
  const [notice, setNotice] = useState('');
  return {
    notice,
    clearNotice: () => setNotice(''),
    start: (next: NoteAction) => {
      setNotice('');
      setAction(next);
    },
    dialog: (
      <NoteActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(text) => {
          setAction(null);
          setNotice(text);
        }}
      />
    ),
  };
}
