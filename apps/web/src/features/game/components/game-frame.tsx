import { GAME } from '@member/shared';
import type { SyntheticEvent } from 'react';
import { useModalDialog } from '@/shared/hooks/use-modal-dialog';
import { CloseIcon } from '@/shared/ui/icons';

/**
 * A launched game over the whole page: the provider's page in an iframe under a bar with its name
 * and a close button. A modal `<dialog>`, so the page behind is inert and Escape closes it too.
 */
export function GameFrame({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const { ref, titleId } = useModalDialog();

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={cancel}
      data-testid="game-frame"
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-full max-w-none flex-col bg-bg p-0 text-text backdrop:bg-black"
    >
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-line/70 bg-surface pr-1 pl-4">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold text-gold">
          {name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="flex h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-text hover:bg-white/5"
        >
          <CloseIcon className="size-5" />
          {GAME.close}
        </button>
      </div>
      <iframe
        src={url}
        title={GAME.frameTitle(name)}
        allow="autoplay; fullscreen"
        className="min-h-0 w-full flex-1 border-0 bg-bg"
      />
    </dialog>
  );
}
