import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocuments } from './documents';

/**
 * A client generated from the member API's document (openapi-typescript, with openapi-fetch's typed
 * calls), type-checked against calls a client team would write: a document that drifts from the
 * routes (a field renamed, a path gone, a type lost) fails here. The `@ts-expect-error` lines prove
 * the check can fail: each must be an error for the file to compile.
 */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './member-api';

const api = createClient<paths>({ baseUrl: 'https://member.example' });

export async function calls(): Promise<void> {
  const login = await api.POST('/api/member/login', { body: { tel: '0812345678', password: 'secret1' } });
  const token: string | undefined = login.data?.data.access_token;
  const refusal: string | undefined = login.error?.error.message;
  const headers = { authorization: \`Bearer \${token}\` };

  const profile = await api.GET('/api/member/profile', { headers });
  const bank: string | undefined = profile.data?.data.bank.number_masked;

  const deposit = await api.POST('/api/member/regulardeposit', { headers, body: { amount: 100.5, promotionId: null } });
  const depositId: number | undefined = deposit.data?.data.id;
  const depositStatus: 'waiting_for_approve' | 'approved' | 'rejected' | 'manual' | undefined = deposit.data?.data.status;

  const detail = await api.GET('/api/member/deposit/{id}', { headers, params: { path: { id: String(depositId) } } });
  const exact: boolean | undefined = detail.data?.data.exactAmount;

  const register = await api.POST('/api/member/register', {
    body: { tel: '0812345678', bank_name: 'kbnk', bank_number: '1234567890', first_name: 'สมชาย', last_name: 'ใจดี', password: 'secret1', bonus: 1 },
  });
  const registered: string | undefined = register.data?.data.tel;

  // @ts-expect-error an amount is a number
  await api.POST('/api/withdraw/withdraw', { headers, body: { amount: '100' } });
  // @ts-expect-error the register bonus choice is 0 or 1
  await api.POST('/api/member/register', { body: { tel: '0812345678', bank_name: 'kbnk', bank_number: '1', first_name: 'a', last_name: 'b', password: 'c', bonus: 2 } });
  // @ts-expect-error no such operation
  await api.GET('/api/member/nothing-here');

  void [refusal, bank, depositStatus, exact, registered];
}
`;

describe('a TypeScript client generated from the member API document', () => {
  let dir = '';
  beforeAll(async () => {
    const { member } = await openApiDocuments();
    dir = mkdtempSync(path.join(tmpdir(), 'member-api-client-'));
    writeFileSync(path.join(dir, 'member-api.ts'), astToString(await openapiTS(member as never)));
    writeFileSync(path.join(dir, 'calls.ts'), CALLS);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks the calls a client makes, and refuses the wrong ones', () => {
    const require = createRequire(import.meta.url);
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      // The temporary folder has no node_modules: openapi-fetch is this workspace's.
      paths: { 'openapi-fetch': [path.dirname(require.resolve('openapi-fetch/package.json'))] },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});
