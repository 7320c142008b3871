import { clientSeedSchema, formatThousands, MINIGAME, type MinigameSeedRotation } from '@member/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { CopyButton } from '@/shared/ui/copy-button';
import { QueryState } from '@/shared/ui/query-state';
import { TextField } from '@/shared/ui/text-field';
import { paths } from '@/shared/paths';
import { useRotateSeed, useSaveClientSeed } from '../api/minigame-mutations';
import { useSeed } from '../api/minigame-queries';
import { HexText } from './hex-text';
import { Disclosure } from '@/shared/ui/disclosure';

/** A long hex value in full (it is what the member compares), with a copy button. */
function HexValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex items-center gap-2">
        <HexText testId={testId} className="min-w-0 flex-1 text-xs text-text">
          {value}
        </HexText>
        <CopyButton text={value} what={label} />
      </dd>
    </div>
  );
}

function Revealed({ revealed }: { revealed: MinigameSeedRotation['revealed'] }) {
  return (
    <section
      aria-label={MINIGAME.revealedTitle}
      className="flex flex-col gap-1 rounded-2xl border border-emerald-500/30 bg-emerald-500/15"
    >
      <h3 className="px-4 py-3 text-sm font-semibold text-emerald-400">{MINIGAME.revealedTitle}</h3>
      <dl className="divide-y divide-line">
        <HexValue label={MINIGAME.serverSeed} value={revealed.serverSeed} testId="revealed-seed" />
        <HexValue label={MINIGAME.serverSeedHash} value={revealed.serverSeedHash} testId="revealed-hash" />
        <div className="flex justify-between gap-3 px-4 py-3 text-sm">
          <dt className="text-muted">{MINIGAME.clientSeed}</dt>
          <dd className="break-all text-text">{revealed.clientSeed}</dd>
        </div>
      </dl>
      <p className="px-4 py-3 text-xs text-text/85">
        {MINIGAME.revealedPlays(formatThousands(revealed.plays, 0))} · {MINIGAME.revealedHint}{' '}
        <Link to={paths.miniGame.history} className="text-gold underline">
          {MINIGAME.viewHistory}
        </Link>
      </p>
    </section>
  );
}

/**
 * Provably fair, before playing, in a closed panel (most members never open it): the hash of the active server seed, the member's client seed (which
 * they may change), the next nonce; and the rotation that reveals the seed in use and commits a new one.
 * Nothing changes while a round runs (`busy`).
 */
export function FairnessPanel({ busy }: { busy: boolean }) {
  return (
    <Disclosure title={MINIGAME.fairTitle} testId="fairness" heading="h2">
      <FairnessContent busy={busy} />
    </Disclosure>
  );
}

/** The panel's content, mounted (and the seed asked for) only once the member opens it. */
function FairnessContent({ busy }: { busy: boolean }) {
  const seed = useSeed();
  const save = useSaveClientSeed();
  const rotate = useRotateSeed();
  const feedback = useSubmitFeedback();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (!seed.data) {
    return <QueryState error={seed.error} onRetry={() => void seed.refetch()} />;
  }
  const current = seed.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(draft ?? current.clientSeed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, { onSuccess: () => setDraft(null), onError: feedback.show });
  };

  return (
    <>
      <p className="text-xs leading-relaxed text-muted">{MINIGAME.fairHint}</p>
      <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
        <HexValue label={MINIGAME.serverSeedHash} value={current.serverSeedHash} testId="server-seed-hash" />
        <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
          <dt className="text-muted">{MINIGAME.nonce}</dt>
          <dd>
            <HexText testId="nonce" className="text-text">
              {current.nonce}
            </HexText>
          </dd>
        </div>
      </dl>
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <TextField
          label={MINIGAME.clientSeed}
          value={draft ?? current.clientSeed}
          onChange={(event) => {
            setDraft(event.target.value);
            save.reset();
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputClassName="text-sm"
          hint={
            save.isSuccess && draft === null ? (
              <p role="status" className="text-xs text-emerald-400">
                {MINIGAME.clientSeedSaved}
              </p>
            ) : undefined
          }
        />
        <Button type="submit" variant="secondary" disabled={busy || save.isPending}>
          {MINIGAME.saveClientSeed}
        </Button>
      </form>
      <Button
        variant="secondary"
        disabled={busy || rotate.isPending}
        onClick={() => rotate.mutate(undefined, { onError: feedback.show })}
      >
        {MINIGAME.rotate}
      </Button>
      {rotate.data && <Revealed revealed={rotate.data.revealed} />}
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>
  );
}
