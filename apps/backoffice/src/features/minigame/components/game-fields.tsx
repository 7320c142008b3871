import { MINIGAME_LIMITS, type MinigameGameUpdate } from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/shared/ui/field';
import { toNullable, toNumber } from '../lib/number-input';

/** A game's fields (name, cost, free plays, budgets, order) inside a form that holds them, create or edit. */
export function GameFields({ readOnly = false }: { readOnly?: boolean }) {
  const { register, formState } = useFormContext<MinigameGameUpdate>();
  const errors = formState.errors;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <TextField
        label={BO_MINIGAME.name}
        maxLength={MINIGAME_LIMITS.nameMaxLength}
        disabled={readOnly}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={BO_MINIGAME.cost}
        inputMode="numeric"
        disabled={readOnly}
        error={errors.cost?.message}
        {...register('cost', { setValueAs: toNumber })}
      />
      <TextField
        label={BO_MINIGAME.freePlaysPerDay}
        inputMode="numeric"
        disabled={readOnly}
        error={errors.freePlaysPerDay?.message}
        {...register('freePlaysPerDay', { setValueAs: toNumber })}
      />
      <TextField
        label={BO_MINIGAME.dailyBudget}
        inputMode="decimal"
        hint={BO_MINIGAME.budgetHint}
        disabled={readOnly}
        error={errors.dailyBudget?.message}
        {...register('dailyBudget', { setValueAs: toNullable })}
      />
      <TextField
        label={BO_MINIGAME.memberDailyBudget}
        inputMode="decimal"
        hint={BO_MINIGAME.budgetHint}
        disabled={readOnly}
        error={errors.memberDailyBudget?.message}
        {...register('memberDailyBudget', { setValueAs: toNullable })}
      />
      <TextField
        label={BO_MINIGAME.sortOrder}
        inputMode="numeric"
        disabled={readOnly}
        error={errors.sortOrder?.message}
        {...register('sortOrder', { setValueAs: toNumber })}
      />
    </div>
  );
}
