import { useState } from 'react';

/**
 * Which dialog of a list is open (null: none) and the last "saved" line. `start` opens a dialog with that
 * line cleared; `closeWith(message)` makes the handler that closes the dialog and says the message.
 */
export function useListDialog<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState('');
  return {
    dialog,
    setDialog,
    start: (next: Dialog) => {
      setDone('');
      setDialog(next);
    },
    done,
    setDone,
    close: () => setDialog(null),
    closeWith: (message: string) => () => {
      setDialog(null);
      setDone(message);
    },
  };
}
