import { formatThousands, MINIGAME, type MinigamePlayRow } from '@member/shared';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Check } from '../hooks/use-verifier';
import { HexText } from './hex-text';

function Outcome({ check }: { check: Check }) {
  if (check.status === 'checking') return <p className="text-xs text-muted">{MINIGAME.verifying}</p>;
  if (check.status === 'unavailable') return <p className="text-xs text-amber-300">{MINIGAME.verifyUnavailable}</p>;
  if (check.status === 'failed') return <p className="text-xs font-medium text-red-400">{MINIGAME.verifyMismatch}</p>;
  const { verification } = check;
  return (
    <div data-testid="verification" data-matches={verification.matches} className="flex flex-col gap-1 text-xs">
      <p className={`font-medium ${verification.matches ? 'text-emerald-400' : 'text-red-400'}`}>
        {verification.matches ? `✓ ${MINIGAME.verifyMatch}` : `✗ ${MINIGAME.verifyMismatch}`}
      </p>
      {!verification.hashMatches && <p className="text-red-400">{MINIGAME.verifyHashMismatch}</p>}
    </div>
  );
}

/**
 * Inside a play's closed fairness panel: its seeds and place in the sequence, and the check of its
 * outcome once the server seed is revealed.
 */
export function PlayCheck({
  row,
  check,
  onVerify,
}: {
  row: MinigamePlayRow;
  check: Check | undefined;
  onVerify: () => void;
}) {
  const recomputed = check?.status === 'done' ? check.verification.prizeIndex : null;
  return (
    <div className="flex flex-col gap-1.5 text-xs text-muted">
      <p>
        {MINIGAME.clientSeed}: <HexText>{row.clientSeed}</HexText> · {MINIGAME.nonceWord}{' '}
        <span className="tabular-nums">{row.nonce}</span>
      </p>
      {row.serverSeed === null ? (
        <p>
          {MINIGAME.notRevealed}{' '}
          <Link to={paths.miniGame.playGameOf(row.game.slug)} className="text-gold underline">
            {MINIGAME.goRotate}
          </Link>
        </p>
      ) : (
        <>
          <p>
            {MINIGAME.serverSeed}: <HexText>{row.serverSeed}</HexText>
          </p>
          {check ? (
            <Outcome check={check} />
          ) : (
            <div>
              <button
                type="button"
                onClick={onVerify}
                aria-label={MINIGAME.verifyPlay(row.game.name, String(row.nonce))}
                className="h-9 rounded-lg border border-gold/30 bg-gold/10 px-3 text-xs font-semibold text-gold"
              >
                {MINIGAME.verify}
              </button>
            </div>
          )}
          {recomputed !== null && (
            <p>{MINIGAME.verifyIndexes(formatThousands(recomputed + 1, 0), formatThousands(row.prizeIndex + 1, 0))}</p>
          )}
        </>
      )}
    </div>
  );
}
