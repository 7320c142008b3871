import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminMinigameGame,
  expectedCoinsPerPlay,
  formatNumber,
  formatThousands,
  MINIGAME_LABELS,
  type MinigameGameUpdate,
  minigameGameUpdateSchema,
  minigamePrizeTableUpdateSchema,
  type PrizeInput,
  prizeTableStats,
} from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { Button, buttonClass, SaveButton } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { paths } from '@/shared/paths';
import { failureText } from '@/shared/lib/error-message';
import { gameQuery, useDeleteGame, useUpdateGame } from '../api/games';
import { useSavePrizeTable } from '../api/prize-tables';
import { GameFields } from '../components/game-fields';
import { GameMedia } from '../components/game-media';
import { PrizeTableEditor } from '../components/prize-table-editor';
import { PrizeTableVersions } from '../components/prize-table-versions';
import { rowsOf } from '../lib/prize-table';
import { settingsQuery } from '../api/settings';

const message = failureText;

const fieldsOf = (game: AdminMinigameGame) => ({
  name: game.name,
  cost: game.cost,
  freePlaysPerDay: game.freePlaysPerDay,
  active: game.active,
  dailyBudget: game.dailyBudget,
  memberDailyBudget: game.memberDailyBudget,
  sortOrder: game.sortOrder,
});

/** The game's fields and its on/off switch; the switch saves at once, the fields with their button. */
function GameFieldsCard({ game, canManage }: { game: AdminMinigameGame; canManage: boolean }) {
  const update = useUpdateGame(game.slug);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(minigameGameUpdateSchema), defaultValues: fieldsOf(game) });
  const save = async (payload: MinigameGameUpdate) => {
    setNotice(null);
    try {
      const saved = await update.mutateAsync(payload);
      form.reset(fieldsOf(saved));
      setNotice({ ok: true, text: BO_ACTIONS.saved });
    } catch (error) {
      setNotice({ ok: false, text: message(error) });
    }
  };
  return (
    <Card title={BO_MINIGAME.gameFields}>
      <div className="mb-3">
        <ToggleSwitch
          label={BO_MINIGAME.activeToggle}
          checked={game.active}
          disabled={!canManage || update.isPending}
          onText={BO_MINIGAME.active}
          offText={BO_MINIGAME.inactive}
          onChange={(active) => void save({ ...fieldsOf(game), active })}
        />
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => save({ ...values, active: game.active }))}>
          <GameFields readOnly={!canManage} />
          <div className="mt-3 flex items-center gap-3">
            {canManage && <SaveButton pending={form.formState.isSubmitting} />}
            {notice?.ok ? <SuccessNotice>{notice.text}</SuccessNotice> : <ErrorNotice message={notice?.text} />}
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

/** The return per play of a table, in coins with 4 decimals at most ("0.95"); '-' until the settings are known. */
function returnPerPlay(prizes: readonly PrizeInput[], creditPricePerCoin: number | undefined): string {
  if (creditPricePerCoin === undefined) return '-';
  return formatThousands(expectedCoinsPerPlay(prizeTableStats(prizes), creditPricePerCoin), 4);
}

/**
 * The table in force in the editor; saving writes a new version the next plays use at once, so the save asks
 * first, showing the return per play before and after in one unit (coins).
 */
function PrizeTableCard({ game, canManage }: { game: AdminMinigameGame; canManage: boolean }) {
  const save = useSavePrizeTable(game.slug);
  const settings = useQuery(settingsQuery);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState<PrizeInput[] | null>(null);
  const form = useForm({
    resolver: zodResolver(minigamePrizeTableUpdateSchema),
    defaultValues: { prizes: rowsOf(game.table.prizes) },
  });
  const submit = form.handleSubmit(({ prizes }) => {
    setNotice(null);
    save.reset();
    setPending(prizes);
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync(pending);
      setPending(null);
      form.reset({ prizes: rowsOf(saved.table.prizes) });
      setNotice({ ok: true, text: BO_MINIGAME.tableSaved(saved.table.version) });
    } catch {
      // The refusal shows in the dialog, which stays open.
    }
  };
  const price = settings.data?.creditPricePerCoin;
  return (
    <Card title={`${BO_MINIGAME.prizeTable} · ${BO_MINIGAME.versionInForce(game.table.version)}`}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <PrizeTableEditor readOnly={!canManage} />
          <div className="flex items-center gap-3">
            {canManage && <SaveButton pending={save.isPending} label={BO_MINIGAME.saveTable} />}
            {notice?.ok ? <SuccessNotice>{notice.text}</SuccessNotice> : <ErrorNotice message={notice?.text} />}
          </div>
        </form>
      </FormProvider>
      <ConfirmActionDialog
        open={pending !== null}
        title={BO_MINIGAME.confirmTableTitle}
        confirmLabel={BO_MINIGAME.saveTable}
        danger={false}
        pending={save.isPending}
        error={save.error ? message(save.error) : null}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending && (
          <p className="text-base font-semibold" data-testid="ev-change">
            {BO_MINIGAME.evChange(returnPerPlay(game.table.prizes, price), returnPerPlay(pending, price))}
          </p>
        )}
        {price !== undefined && (
          <p className="mt-1 text-muted">
            {BO_MINIGAME.evChangeNote(formatNumber(price), formatThousands(game.cost, 0))}
          </p>
        )}
        <p className="mt-2">{BO_MINIGAME.confirmTableBody}</p>
      </ConfirmActionDialog>
    </Card>
  );
}

/** `/minigame/games/:slug`: one game's fields, switch, files, prize table editor and the table's versions. */
export default function GameRoute() {
  const { slug = '' } = useParams();
  const { can } = useOperator();
  const canManage = can('minigame.manage');
  const game = useQuery(gameQuery(slug));
  const remove = useDeleteGame(slug);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (!game.data) return <QueryState error={game.error} onRetry={() => void game.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {game.data.name}{' '}
          <span className="text-sm font-normal text-muted">{MINIGAME_LABELS.kinds[game.data.kind]}</span>
        </h2>
        <Link to={paths.minigameGames} className={buttonClass('secondary')}>
          {BO_MINIGAME.backToGames}
        </Link>
      </div>
      {/* Each card's save resets its form from the server's answer, so the saved notice stays. */}
      <GameFieldsCard game={game.data} canManage={canManage} />
      <GameMedia game={game.data} canManage={canManage} />
      <PrizeTableCard game={game.data} canManage={canManage} />
      <PrizeTableVersions slug={slug} />
      {/* Deleting is at the bottom, on its own, far from the way back to the list. */}
      {canManage && (
        <section
          aria-labelledby="danger-zone"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <div>
            <h3 id="danger-zone" className="font-semibold text-red-800">
              {BO_MINIGAME.dangerZone}
            </h3>
            <p className="text-sm text-red-800">{BO_MINIGAME.dangerZoneBody}</p>
          </div>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            {BO_MINIGAME.deleteGame}
          </Button>
        </section>
      )}
      <ConfirmActionDialog
        open={confirming}
        title={BO_MINIGAME.deleteGame}
        pending={remove.isPending}
        error={remove.error ? message(remove.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => navigate(paths.minigameGames, { replace: true }) })
        }
      >
        {BO_MINIGAME.deleteGameBody}
      </ConfirmActionDialog>
    </div>
  );
}
