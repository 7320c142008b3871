// `npm run build -w @member/server`: the server compiled into dist/ (main.js and the scripts), so that
// production runs it with plain `node`: no TypeScript loader between the signals and the server.
// The workspace packages (@member/shared) are bundled in, as their TypeScript source is all they
// ship; every npm dependency stays external and is loaded from node_modules as usual.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const serverDir = new URL('.', import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', serverDir), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@member/'));
const outdir = new URL('dist', serverDir).pathname;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir.pathname,
  entryPoints: [
    'src/main.ts',
    'src/scripts/seed.ts',
    'src/scripts/ledger-check.ts',
    // The slip QR reader's worker thread, loaded by file beside main.js (modules/statements/slip/qr-pool.ts).
    { in: 'src/modules/statements/slip/read-worker.ts', out: 'slip-read-worker' },
  ],
  outbase: 'src',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
