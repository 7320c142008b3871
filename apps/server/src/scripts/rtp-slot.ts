import { DOCUMENTED_RTP, exactFigures, payout, spin } from '../modules/game-sandbox/slot';

/**
 * `npm run rtp:slot`: one million spins of the sandbox slot with the outcome function the game uses
 * (`spin`, drawing with `crypto.randomInt`), the measured return to player beside the documented one
 * (decision 0105). Fails (exit 1) when they differ by more than 0.5 percentage points.
 */
const SPINS = Number(process.env.SPINS ?? 1_000_000);
const TOLERANCE = 0.005;
const BET = 1;

const started = performance.now();
let staked = 0;
let paid = 0;
let hits = 0;
for (let i = 0; i < SPINS; i++) {
  const outcome = spin();
  const won = payout(BET, outcome);
  staked += BET;
  paid += won;
  if (won > 0) hits += 1;
}
const seconds = (performance.now() - started) / 1000;
const measured = paid / staked;
const exact = exactFigures();
const percent = (value: number) => `${(value * 100).toFixed(3)} %`;

console.log(`sandbox slot: ${SPINS.toLocaleString('en')} spins in ${seconds.toFixed(1)} s`);
console.log(
  `documented RTP ${percent(DOCUMENTED_RTP)} (exact over ${exact.combinations} stop combinations: ${percent(exact.rtp)})`,
);
console.log(
  `measured RTP   ${percent(measured)} (difference ${((measured - DOCUMENTED_RTP) * 100).toFixed(3)} points)`,
);
console.log(`hit rate       ${percent(hits / SPINS)} measured, ${percent(exact.hitRate)} exact`);
const ok = Math.abs(measured - DOCUMENTED_RTP) <= TOLERANCE && Math.abs(exact.rtp - DOCUMENTED_RTP) < 1e-12;
console.log(ok ? 'OK: within 0.5 points' : 'FAIL: more than 0.5 points apart');
process.exit(ok ? 0 : 1);
