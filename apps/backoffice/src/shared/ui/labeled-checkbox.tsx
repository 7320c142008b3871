import type { InputHTMLAttributes, Ref } from 'react';

/** A checkbox with its label beside it (the whole label is the click and tap target). */
export function LabeledCheckbox({
  label,
  className = '',
  ref,
  ...props
}: { label: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold ${className}`}>
      <input ref={ref} type="checkbox" className="size-4 accent-accent" {...props} />
      {label}
    </label>
  );
}
