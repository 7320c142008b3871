import { REFER } from '@member/shared';

export type Preset = number | 'custom';

/** Buttons choosing the last N days or a custom range; the chosen one is pressed. */
export function RangePresets({
  presets,
  value,
  onChange,
}: {
  presets: readonly number[];
  value: Preset;
  onChange: (preset: Preset) => void;
}) {
  const options: Preset[] = [...presets, 'custom'];
  return (
    <div
      role="group"
      aria-label={REFER.presets}
      className="grid grid-cols-4 gap-1 rounded-xl border border-line bg-surface p-1"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-lg text-sm font-medium transition ${
            option === value ? 'bg-gradient-to-b from-accent to-accent-strong text-white' : 'text-muted hover:text-text'
          }`}
        >
          {option === 'custom' ? REFER.custom : REFER.presetDays(option)}
        </button>
      ))}
    </div>
  );
}
