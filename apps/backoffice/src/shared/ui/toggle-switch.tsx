/**
 * An on/off button (`role="switch"`): its name says what it turns on, `aria-checked` its state; the
 * visible text beside it says the state in words. That text is outside the button: inside, it would
 * be visible text missing from the button's name (WCAG 2.5.3, axe's label-content-name-mismatch).
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
    <span className={`inline-flex items-center gap-2 text-sm font-semibold ${disabled ? 'opacity-50' : ''}`}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-8 items-center rounded-full disabled:cursor-not-allowed"
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
      </button>
      {/* The state is the switch's aria-checked; this is the same, in words, for the eye. */}
      <span aria-hidden="true" className={checked ? 'text-green-800' : 'text-muted'}>
        {checked ? onText : offText}
      </span>
    </span>
  );
}
