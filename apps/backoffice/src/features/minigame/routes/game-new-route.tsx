import { zodResolver } from '@hookform/resolvers/zod';
import { MINIGAME_KINDS, MINIGAME_LABELS, MINIGAME_LIMITS, minigameGameCreateSchema } from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClass, SaveButton } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { SelectField, TextField } from '@/shared/ui/field';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { paths } from '@/shared/paths';
import { failureText } from '@/shared/lib/error-message';
import { useCreateGame } from '../api/games';
import { GameFields } from '../components/game-fields';
import { PrizeTableEditor } from '../components/prize-table-editor';
import { emptyRow } from '../lib/prize-table';

/** `/minigame/games/new` (`minigame.manage`): a game, inactive until the operator opens it, with its first prize table. */
export default function GameNewRoute() {
  const navigate = useNavigate();
  const create = useCreateGame();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(minigameGameCreateSchema),
    defaultValues: {
      slug: '',
      kind: 'wheel' as const,
      name: '',
      cost: 1,
      freePlaysPerDay: 0,
      active: false,
      dailyBudget: null,
      memberDailyBudget: null,
      sortOrder: 0,
      prizes: [{ kind: 'coins' as const, amount: 1, creditExpiryDays: null, weight: 1, label: '' }, emptyRow()],
    },
  });
  const submit = form.handleSubmit(async (payload) => {
    setServerError(null);
    try {
      const created = await create.mutateAsync(payload);
      navigate(paths.minigameGame(created.slug));
    } catch (error) {
      setServerError(failureText(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">{BO_MINIGAME.newGameTitle}</h2>
          <Link to={paths.minigameGames} className={buttonClass('secondary')}>
            {BO_ACTIONS.cancel}
          </Link>
        </div>
        <Card title={BO_MINIGAME.gameFields}>
          <div className="mb-3 grid gap-3 md:grid-cols-3">
            <TextField
              label={BO_MINIGAME.slug}
              maxLength={32}
              pattern={MINIGAME_LIMITS.slugPattern.source}
              error={form.formState.errors.slug?.message}
              {...form.register('slug')}
            />
            <SelectField
              label={BO_MINIGAME.kind}
              options={MINIGAME_KINDS.map((value) => ({ value, label: MINIGAME_LABELS.kinds[value] }))}
              error={form.formState.errors.kind?.message}
              {...form.register('kind')}
            />
          </div>
          <GameFields />
        </Card>
        <Card title={BO_MINIGAME.prizeTable}>
          <PrizeTableEditor />
        </Card>
        <ErrorNotice message={serverError} />
        <div>
          <SaveButton pending={form.formState.isSubmitting} />
        </div>
      </form>
    </FormProvider>
  );
}
