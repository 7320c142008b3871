// The boundaries of DESIGN.md §2 are lint errors (eslint.config.js): a snippet that crosses one fails.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'boundaries/dependencies';

let eslint: ESLint;

/** The boundary errors ESLint reports for `code` saved at `filePath` (from the repo root). */
async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
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
});
