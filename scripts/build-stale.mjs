#!/usr/bin/env node
// Builds, before `npm start`, what is missing or older than its sources: the member site, the back
// office and the compiled server, each only when needed, so a start after a build costs no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_SOURCES = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const WEB_KIT_SOURCES = ['packages/web-kit/src', 'packages/web-kit/package.json'];

/** Each build: its workspace, the file its build writes last, and what it is made from. */
const TARGETS = [
  {
    workspace: '@member/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.chunks.ts',
      'apps/web/vite.shell.ts',
      ...SHARED_SOURCES,
      ...WEB_KIT_SOURCES,
    ],
  },
  {
    workspace: '@member/backoffice',
    output: 'apps/backoffice/dist/index.html',
    sources: [
      'apps/backoffice/src',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      ...SHARED_SOURCES,
      ...WEB_KIT_SOURCES,
    ],
  },
  {
    workspace: '@member/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...SHARED_SOURCES],
  },
];

/** The newest modification time under a file or folder (tests excluded: they are not built). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

for (const { workspace, output, sources } of TARGETS) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(join(root, source))));
  if (built > changed) continue;
  console.log(built === 0 ? `${workspace}: not built yet, building` : `${workspace}: sources changed, building`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${workspace}: the build failed; the server was not started`);
    process.exit(result.status ?? 1);
  }
}
