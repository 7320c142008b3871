import { PROFILE } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { updateBonusPreference } from '@/shared/api/bonus-preference';
import { PROFILE_QUERY_KEY } from '@/shared/api/query-client';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/** The member's bonus preference (SPEC.md §7 PUT /promotion/bonus), as a switch; the profile reloads after. */
export function BonusToggle({ bonus }: { bonus: 0 | 1 }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: 0 | 1) => updateBonusPreference({ bonus: next }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
  // While the call runs the switch already shows the wished state.
  const on = mutation.isPending ? mutation.variables === 1 : bonus === 1;
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-medium text-text">
          {PROFILE.bonus}
        </p>
        {/* One label: the switch shows on or off itself; a second line saying `รับโบนัส` only repeated it. */}
        <p id={hintId} className="text-xs text-muted">
          {PROFILE.bonusHint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(on ? 0 : 1)}
        // The switch is drawn 48 × 28; its tap target is the 48 × 44 around it.
        className="grid h-11 w-12 shrink-0 place-items-center disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative h-7 w-12 rounded-full transition ${on ? 'bg-emerald-500' : 'bg-line'}`}
        >
          <span
            className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`}
          />
        </span>
      </button>
      <AlertDialog open={mutation.isError} message={mutation.error?.message ?? ''} onClose={() => mutation.reset()} />
    </div>
  );
}
