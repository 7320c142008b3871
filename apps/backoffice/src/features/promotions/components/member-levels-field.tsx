import { MEMBER_LEVELS } from '@member/shared';
import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { useId } from 'react';
import { levelLabel } from '@/shared/ui/level-badge';

interface MemberLevelsFieldProps {
  value: string[];
  onChange: (levels: string[]) => void;
  error?: string;
}

/**
 * Which member levels may claim: a checkbox per defined tier (MEMBER_LEVELS, the list the server
 * checks a member's level against, decision 0091), shown by name and stored by code. A level a saved
 * promotion names that is no longer a tier is shown too, so saving does not drop it unnoticed.
 */
export function MemberLevelsField({ value, onChange, error }: MemberLevelsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const defined: readonly string[] = MEMBER_LEVELS;
  const others = value.filter((level) => !defined.includes(level));
  const levels = [...defined, ...others];
  const toggle = (level: string, checked: boolean) =>
    onChange(checked ? levels.filter((l) => l === level || value.includes(l)) : value.filter((l) => l !== level));
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-sm font-semibold text-text">{BO_PROMOTIONS.fields.memberLevels}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {levels.map((level) => (
          <label key={level} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={value.includes(level)}
              onChange={(event) => toggle(level, event.target.checked)}
            />
            {defined.includes(level) ? levelLabel(level) : BO_PROMOTIONS.levelNotDefined(level)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {BO_PROMOTIONS.fields.memberLevelsHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
