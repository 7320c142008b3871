import { PASSWORD_RULE_HINTS } from '@member/shared';

/** The password rules, each lit once the typed password satisfies it. */
export function PasswordHints({ password }: { password: string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {PASSWORD_RULE_HINTS.map((hint) => {
        const satisfied = hint.test(password);
        return (
          <li
            key={hint.label}
            data-satisfied={satisfied}
            className={`flex items-center gap-2 transition-colors ${satisfied ? 'text-emerald-400' : 'text-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-4 place-items-center rounded-full text-xs ${
                satisfied ? 'bg-emerald-500 text-bg' : 'border border-muted/50'
              }`}
            >
              {satisfied ? '✓' : ''}
            </span>
            {hint.label}
          </li>
        );
      })}
    </ul>
  );
}
