import { errorMessage } from '../lib/error-message';
import { SaveButton } from './button';
import { ErrorNotice, SuccessNotice } from './status-notice';

/**
 * The end of a page's form: the save call's refusal, then the save button (disabled while the call runs,
 * and when `disabled`) with the "saved" line beside it.
 */
export function FormSaveRow({
  save,
  done,
  disabled,
  className,
}: {
  save: { isPending: boolean; error: unknown };
  done: string;
  disabled?: boolean;
  /** More classes for the row of the button. */
  className?: string;
}) {
  return (
    <>
      <ErrorNotice message={errorMessage(save.error)} />
      <div
        className={className ? `flex flex-wrap items-center gap-3 ${className}` : 'flex flex-wrap items-center gap-3'}
      >
        <SaveButton pending={save.isPending} disabled={disabled} />
        <SuccessNotice>{done}</SuccessNotice>
      </div>
    </>
  );
}
