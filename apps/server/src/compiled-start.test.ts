import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_DIR } from './lib/server-dir';
import { makeTempDir } from './test/harness';
import { type ServerProcess, startServerProcess } from './test/processes';

/** Whether a process of that pid still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the compiled server, started as production starts it (npm → exec node dist/main.js)', () => {
  const dataDir = makeTempDir('compiled-start');
  let server: ServerProcess;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    server = await startServerProcess({ DATA_DIR: dataDir }, 'npm start of the build');
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs from dist/ with its migrations and the sandbox game’s files', async () => {
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const sandboxFile = await fetch(`${server.base}/games/sandbox/slot.css`);
    expect(sandboxFile.status).toBe(200);
    expect(sandboxFile.headers.get('content-type')).toContain('text/css');
    expect(server.output()).toContain(`Database: embedded PGlite in ${path.join(dataDir, 'pglite')}`);
  });

  it('writes the generated operator password only to its file, not into the log', () => {
    expect(server.output()).toContain(
      `Operator: username admin, password in ${path.join(dataDir, 'operator-password')}`,
    );
  });

  it('logs each request under the id and trace context it came with', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const answer = await fetch(`${server.base}/api/health`, {
      headers: { 'x-request-id': 'lb-7f3a9c', traceparent },
    });
    expect(answer.headers.get('x-request-id')).toBe('lb-7f3a9c');
    const linesOfRequest = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"reqId":"lb-7f3a9c"'));
    // The answer's line ("request completed") is written after the answer is sent.
    await vi.waitFor(() => expect(linesOfRequest().some((line) => line.includes('request completed'))).toBe(true));
    const lines = linesOfRequest();
    expect(lines.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
    for (const line of lines) expect(line).toContain(`"traceparent":"${traceparent}"`);
  });

  it('stops with the npm that started it on SIGTERM, leaving nothing behind', async () => {
    // The server is npm's child (npm → exec node dist/main.js): no shell and no loader in between.
    const serverPid = Number(/"pid":(\d+)/.exec(server.output())?.[1]);
    expect(serverPid).not.toBe(server.pid);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(running(serverPid)).toBe(false);
  });
});
