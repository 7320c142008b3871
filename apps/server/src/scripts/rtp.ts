import { GAMES, gameByCode } from '../modules/game-sandbox/games';
import { payout } from '../modules/game-sandbox/games/types';

/**
 * `npm run rtp -- <game>` (`rtp:slot`, `rtp:hilo`): one million rounds of a sandbox game with the
 * outcome function the game uses (its `play`, drawing with `crypto.randomInt`; the choices it lists
 * in turn), the measured return to player beside the documented one (decisions 0105, 0106). Fails
 * (exit 1) when they differ by more than 0.5 percentage points.
 */
const code = process.argv[2] ?? 'slot';
const game = gameByCode(code);
if (!game) {
  console.error(`unknown game ${code}: one of ${GAMES.map((g) => g.code).join(', ')}`);
  process.exit(2);
}
const ROUNDS = Number(process.env.SPINS ?? 1_000_000);
const TOLERANCE = 0.005;
const BET = 1;

const started = performance.now();
let staked = 0;
let paid = 0;
let hits = 0;
for (let i = 0; i < ROUNDS; i++) {
  const choice = game.sampleChoices[i % game.sampleChoices.length] as never;
  const won = payout(BET, game.play(choice));
  staked += BET;
  paid += won;
  if (won > 0) hits += 1;
}
const seconds = (performance.now() - started) / 1000;
const measured = paid / staked;
const exact = game.exactFigures();
const documented = game.documentedRtp;
const percent = (value: number) => `${(value * 100).toFixed(3)} %`;

console.log(`sandbox ${game.code}: ${ROUNDS.toLocaleString('en')} rounds in ${seconds.toFixed(1)} s`);
console.log(
  `documented RTP ${percent(documented)} (exact over ${exact.combinations} combinations: ${percent(exact.rtp)})`,
);
console.log(`measured RTP   ${percent(measured)} (difference ${((measured - documented) * 100).toFixed(3)} points)`);
console.log(`hit rate       ${percent(hits / ROUNDS)} measured, ${percent(exact.hitRate)} exact`);
const ok = Math.abs(measured - documented) <= TOLERANCE && Math.abs(exact.rtp - documented) < 1e-12;
console.log(ok ? 'OK: within 0.5 points' : 'FAIL: more than 0.5 points apart');
process.exit(ok ? 0 : 1);
