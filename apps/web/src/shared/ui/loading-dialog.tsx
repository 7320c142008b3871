import { UI } from '@member/shared';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/** Blocks the screen while a call runs; it cannot be dismissed. */
export function LoadingDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} title={UI.loading} hideTitle dismissible={false} className="max-w-[12rem]">
      <div className="flex flex-col items-center gap-4 py-2">
        <Spinner />
        <p className="text-sm text-muted">{UI.loading}</p>
      </div>
    </Dialog>
  );
}
