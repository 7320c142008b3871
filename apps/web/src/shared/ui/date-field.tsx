import { type CalendarDialogProps, DateField as KitDateField, type DateFieldProps } from '@member/web-kit/date-field';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/** The member site's look on the shared date field (packages/web-kit, decision 0026). */
const LOOK = {
  root: 'flex min-w-0 flex-1 flex-col gap-1.5',
  label: 'text-sm font-medium text-text/90',
  input:
    'h-11 w-full rounded-xl border bg-bg/70 pr-11 pl-3 text-base text-text tabular-nums outline-none transition placeholder:text-muted/60 focus:border-accent focus:ring-2 focus:ring-accent/30',
  valid: 'border-line',
  invalid: 'border-red-500/80',
  button: 'w-11 rounded-r-xl text-muted hover:text-text',
  calendar: 'text-text [color-scheme:dark]',
  accent: 'var(--color-gold)',
};

function CalendarDialog({ open, title, onClose, children }: CalendarDialogProps) {
  return (
    <Dialog open={open} title={title} onOpenChange={(next) => !next && onClose()}>
      {children}
    </Dialog>
  );
}

const loading = <Spinner className="mx-auto my-16 size-8" />;

/** A DD/MM/YYYY day, typed or picked on the Thai calendar in the site's dialog. */
export function DateField(props: Omit<DateFieldProps, 'dialog' | 'loading' | 'look'>) {
  return <KitDateField {...props} dialog={CalendarDialog} loading={loading} look={LOOK} />;
}
