import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from './lib/server-dir';
import { makeTempDir } from './test/harness';
import { startServerProcess } from './test/processes';

/** Whether a process of that pid still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the compiled server, started as production starts it', () => {
  const dataDir = makeTempDir('compiled-start');

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs from dist/ with its migrations and the sandbox game’s files, and stops with npm on SIGTERM, leaving nothing behind', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir }, 'npm start of the build');
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const sandboxFile = await fetch(`${server.base}/games/sandbox/slot.css`);
    expect(sandboxFile.status).toBe(200);
    expect(sandboxFile.headers.get('content-type')).toContain('text/css');
    // The server is npm's child (npm → exec node dist/main.js): no shell and no loader in between.
    const serverPid = Number(/"pid":(\d+)/.exec(server.output())?.[1]);
    expect(serverPid).not.toBe(server.pid);
    expect(server.output()).toContain(`Database: embedded PGlite in ${path.join(dataDir, 'pglite')}`);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(running(serverPid)).toBe(false);
  }, 150_000);
});
