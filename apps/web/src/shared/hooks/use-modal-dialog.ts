import { useId, useLayoutEffect, useState } from 'react';

/**
 * A `<dialog>` shown modal while mounted: the page behind is inert, and on unmount it closes and gives
 * the focus back to what had it when the dialog was asked for (read before the dialog's content could
 * move it). Answers the element, the ref to put on the `<dialog>` and an id for its title.
 */
export function useModalDialog() {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [opener] = useState(() => document.activeElement);
  const titleId = useId();

  useLayoutEffect(() => {
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog, opener]);

  return { dialog, ref: setDialog, titleId };
}
