import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra classes of the input itself (`className` styles the wrapper). */
  inputClassName?: string;
  /** A control inside the input's end (a password's show/hide button); the input leaves room for it. */
  trailing?: ReactNode;
}

/** A labelled input with its one error message under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, inputClassName, trailing, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-text/90">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full rounded-xl border bg-bg/70 px-3.5 text-base text-text placeholder:text-muted/60 outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/30 ${
            error ? 'border-red-500/80' : 'border-line'
          } ${trailing ? 'pr-12' : ''} ${inputClassName ?? ''}`}
          {...props}
        />
        {trailing}
      </div>
      {hint}
      {error && (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
