/**
 * An on/off button (`role="switch"`): its name says what it turns on, `aria-checked` its state; the
 * visible text says the state in words.
 */
export function ToggleSwitch({
  checked,
  onChange,
  label,
  onText,
  offText,
  disabled = false,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The accessible name: what the switch turns on. */
  label: string;
  onText: string;
  offText: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-8 items-center gap-2 rounded-full text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${
          checked ? 'bg-green-700' : 'bg-slate-400'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </span>
      <span aria-hidden="true" className={checked ? 'text-green-800' : 'text-muted'}>
        {checked ? onText : offText}
      </span>
    </button>
  );
}
