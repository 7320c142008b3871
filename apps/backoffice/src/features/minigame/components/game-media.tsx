import { type AdminMinigameGame, MINIGAME_LABELS, MINIGAME_SOUND_SLOTS, type MinigameSoundSlot } from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useState } from 'react';
import { Button, buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useGameFile } from '../api/games';

/** A file picker that uploads on choice (the server checks the type by content) and a remove button. */
function FileSlot({
  label,
  hint,
  accept,
  current,
  canManage,
  slot,
  slug,
  children,
}: {
  label: string;
  hint: string;
  accept: string;
  current: string | null;
  canManage: boolean;
  slot: MinigameSoundSlot | null;
  slug: string;
  children: React.ReactNode;
}) {
  const file = useGameFile(slug);
  const [error, setError] = useState<string | null>(null);
  const send = (chosen: File | null) => {
    setError(null);
    file.mutate(
      { slot, file: chosen },
      { onError: (failure) => setError(isApiError(failure) ? failure.message : String(failure)) },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <p className="text-sm font-semibold">{label}</p>
      {children}
      {canManage && (
        <div className="flex flex-wrap items-center gap-2">
          {/* The browser's own picker text is not Thai: the input is hidden behind a Thai button. */}
          <label className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:ring-2')}>
            {file.isPending ? BO_ACTIONS.saving : BO_ACTIONS.upload}
            <span className="sr-only">{label}</span>
            <input
              type="file"
              accept={accept}
              disabled={file.isPending}
              className="sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) send(chosen);
              }}
            />
          </label>
          {current && (
            <Button variant="secondary" size="sm" disabled={file.isPending} onClick={() => send(null)}>
              {BO_MINIGAME.removeFile}
            </Button>
          )}
        </div>
      )}
      <p className="text-xs text-muted">{hint}</p>
      <ErrorNotice message={error} />
    </div>
  );
}

/** The game's image and its three sounds (each with a player to hear it). */
export function GameMedia({ game, canManage }: { game: AdminMinigameGame; canManage: boolean }) {
  return (
    <Card title={BO_MINIGAME.media}>
      <div className="grid gap-3 md:grid-cols-4">
        <FileSlot
          label={BO_MINIGAME.image}
          hint={BO_MINIGAME.imageHint}
          accept="image/jpeg,image/png"
          current={game.image}
          canManage={canManage}
          slot={null}
          slug={game.slug}
        >
          {game.image ? (
            <img src={game.image} alt={game.name} className="h-28 w-full rounded object-contain" />
          ) : (
            <p className="text-sm text-muted">{BO_MINIGAME.noImage}</p>
          )}
        </FileSlot>
        {MINIGAME_SOUND_SLOTS.map((slot) => (
          <FileSlot
            key={slot}
            label={MINIGAME_LABELS.sounds[slot]}
            hint={BO_MINIGAME.soundHint}
            accept="audio/mpeg,audio/wav,.mp3,.wav"
            current={game.sounds[slot]}
            canManage={canManage}
            slot={slot}
            slug={game.slug}
          >
            {game.sounds[slot] ? (
              <audio controls preload="none" src={game.sounds[slot]} className="w-full">
                <track kind="captions" />
              </audio>
            ) : (
              <p className="text-sm text-muted">{BO_MINIGAME.noSound}</p>
            )}
          </FileSlot>
        ))}
      </div>
    </Card>
  );
}
