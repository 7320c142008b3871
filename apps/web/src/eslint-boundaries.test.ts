// The boundaries of DESIGN.md §2 and its ban on import cycles are lint errors (eslint.config.js): a snippet that
// crosses one, or closes a cycle, fails.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'boundaries/dependencies';
const CYCLE_RULE = 'local/no-import-cycle';

let eslint: ESLint;

/** The errors of `rule` ESLint reports for `code` saved at `filePath` (from the repo root). */
async function boundaryErrors(code: string, filePath: string, rule = RULE) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it.each([
    [
      'a web feature importing another feature through @/',
      'apps/web/src/features/auth/boundary-check.ts',
      "export { useCredit } from '@/features/wallet';",
      'A feature imports no other feature, nor app',
    ],
    [
      'a web feature importing another feature through a relative path',
      'apps/web/src/features/auth/components/boundary-check.ts',
      "export { useCredit } from '../../wallet/api/wallet-queries';",
      'A feature imports no other feature, nor app',
    ],
    [
      'a web feature importing app',
      'apps/web/src/features/wallet/routes/boundary-check.test.tsx',
      "export { routes } from '@/app/routes';",
      'A feature imports no other feature, nor app',
    ],
    [
      'the web kit importing app',
      'apps/web/src/shared/boundary-check.ts',
      "export { routes } from '@/app/routes';",
      'The kit (shared/, test helpers) imports no feature, nor app',
    ],
    [
      'server db/ importing a module',
      'apps/server/src/db/boundary-check.ts',
      "export * from '../modules/health/routes';",
      'db/ imports no module, plugin or service',
    ],
  ])('%s is an error', async (_what, filePath, code, message) => {
    expect(await boundaryErrors(`${code}\n`, filePath)).toEqual([expect.stringContaining(message)]);
  });

  it('imports that follow the layers are not', async () => {
    const web = [
      "export { Button } from '@/shared/ui/button';",
      "export { UI } from '@member/shared';",
      "export { loginRedirectTarget } from '../lib/login-redirect';",
      '',
    ].join('\n');
    expect(await boundaryErrors(web, 'apps/web/src/features/auth/components/boundary-check.ts')).toEqual([]);
    const app = "export { useCredit } from '@/features/wallet';\nexport { Button } from '@/shared/ui/button';\n";
    expect(await boundaryErrors(app, 'apps/web/src/app/boundary-check.ts')).toEqual([]);
    const server =
      "export * from '../../lib/app-error';\nexport * from '../../db/database';\nexport * from './queries';\n";
    expect(await boundaryErrors(server, 'apps/server/src/modules/member/boundary-check.ts')).toEqual([]);
  });

  it.each([
    [
      'a value import back into a file that imports it',
      'apps/web/src/features/wallet/api/wallet-query-options.ts',
      "export { useCredit } from './wallet-queries';",
      'wallet-query-options.ts → apps/web/src/features/wallet/api/wallet-queries.ts → apps/web/src/features/wallet',
    ],
    [
      'a type-only import back',
      'apps/web/src/features/minigame/api/keys.ts',
      "export type { useGames } from './minigame-queries';",
      'minigame/api/keys.ts → apps/web/src/features/minigame/api/minigame-queries.ts',
    ],
    [
      'a page importing the file that loads it lazily',
      'apps/web/src/app/routes/profile-route.tsx',
      "export { loadGameRoute } from '../chunks';",
      'profile-route.tsx → apps/web/src/app/chunks.ts',
    ],
  ])('%s closes a cycle, an error', async (_what, filePath, code, message) => {
    expect(await boundaryErrors(`${code}\n`, filePath, CYCLE_RULE)).toEqual([expect.stringContaining(message)]);
  });

  it('the same imports the other way round close none', async () => {
    const keys = "export { minigameKeys } from './keys';\n";
    expect(await boundaryErrors(keys, 'apps/web/src/features/minigame/api/boundary-check.ts', CYCLE_RULE)).toEqual([]);
  });
});
