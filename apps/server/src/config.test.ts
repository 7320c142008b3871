import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, GAME_SANDBOX_SECRET_FILE, JWT_SECRET_FILE, loadConfig, TRUST_PROXY_RULE } from './config';
import { makeTempDir } from './test/harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ INIT_CWD: makeTempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that run without any variable', () => {
    const root = makeTempDir();
    const config = loadConfig({ INIT_CWD: root });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(root, 'data'),
      databaseUrl: null,
      logLevel: 'info',
      webDist: path.resolve(serverDir, '../web/dist'),
      backofficeDist: path.resolve(serverDir, '../backoffice/dist'),
      seedOperatorPassword: null,
      trustProxy: false,
      paymentMode: 'sandbox',
      paymentSecrets: {},
      uploadMaxBytes: 2 * 1024 * 1024,
      uploadDir: path.join(root, 'data', 'uploads'),
      redisUrl: null,
      rateLimits: { perSessionPerMinute: 600, perAddressPerMinute: 600 },
      sms: { twilio: null },
      tls: null,
      metrics: { allow: ['loopback', 'private'], token: null },
    });
  });

  it('reads every variable', () => {
    const root = makeTempDir();
    const config = loadConfig({
      INIT_CWD: root,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/member',
      DATABASE_URL: 'postgresql://user:pw@db:5432/member',
      JWT_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'warn',
      WEB_DIST: 'web',
      BACKOFFICE_DIST: 'backoffice',
      SEED_OPERATOR_PASSWORD: 'operator-pass',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PAYMENT_MODE: 'live',
      PAYMENT_CP_SECRET: 'c'.repeat(32),
      PAYMENT_PPYP_SECRET: 'p'.repeat(32),
      GAME_SANDBOX_SECRET: 'g'.repeat(32),
      PAYOUT_SECRET: 'p'.repeat(32),
      GAME_WALLET_URL: 'http://wallet.internal:3000',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_DIR: 'shared/uploads',
      REDIS_URL: 'redis://cache:6379/2',
      REALTIME_PREFIX: 'brand-a:production',
      SHUTDOWN_TIMEOUT_MS: '25000',
      SERVICES: 'member, member',
      METRICS_ALLOW: '10.2.0.0/16, 127.0.0.1,loopback',
      METRICS_TOKEN: 't'.repeat(16),
      RATE_LIMIT_SESSION_PER_MINUTE: '1200',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '300',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/member',
      databaseUrl: 'postgresql://user:pw@db:5432/member',
      jwtSecret: 's'.repeat(32),
      logLevel: 'warn',
      webDist: path.join(root, 'web'),
      backofficeDist: path.join(root, 'backoffice'),
      seedOperatorPassword: 'operator-pass',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      paymentMode: 'live',
      paymentSecrets: { cp: 'c'.repeat(32), ppyp: 'p'.repeat(32) },
      gameSandboxSecret: 'g'.repeat(32),
      payoutSecret: 'p'.repeat(32),
      gameWalletUrl: 'http://wallet.internal:3000',
      uploadMaxBytes: 1_048_576,
      uploadDir: path.join(root, 'shared', 'uploads'),
      redisUrl: 'redis://cache:6379/2',
      rateLimits: { perSessionPerMinute: 1200, perAddressPerMinute: 300 },
      realtimePrefix: 'brand-a:production',
      shutdownTimeoutMs: 25_000,
      services: ['member'],
      sms: { twilio: null },
      tls: null,
      metrics: { allow: ['10.2.0.0/16', '127.0.0.1', 'loopback'], token: 't'.repeat(16) },
    });
  });

  it('refuses an UPLOAD_DIR that names a file', () => {
    const root = makeTempDir();
    writeFileSync(path.join(root, 'not-a-folder'), 'x');
    expect(configError({ INIT_CWD: root, UPLOAD_DIR: 'not-a-folder' })).toBe(
      `Invalid configuration: UPLOAD_DIR names ${path.join(root, 'not-a-folder')}, which is not a folder`,
    );
  });

  it('serves HTTPS only with both a certificate and a key that can be read', () => {
    const root = makeTempDir();
    writeFileSync(path.join(root, 'cert.pem'), 'CERT');
    writeFileSync(path.join(root, 'key.pem'), 'KEY');
    const config = loadConfig({ INIT_CWD: root, TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' });
    expect(config.tls).toEqual({ cert: Buffer.from('CERT'), key: Buffer.from('KEY') });
    expect(configError({ TLS_CERT_FILE: 'cert.pem' })).toBe(
      'Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together (HTTPS needs both)',
    );
    expect(configError({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: '/nowhere/key.pem' })).toBe(
      'Invalid configuration: TLS_CERT_FILE names /nowhere/cert.pem, which cannot be read',
    );
  });

  it('configures Twilio only with all its credentials, never echoing the token', () => {
    const dataDir = makeTempDir();
    const twilio = {
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'secret-token-0123456789',
      TWILIO_FROM: '+66900000000',
    };
    expect(loadConfig(twilio).sms.twilio).toEqual({
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: 'secret-token-0123456789',
      from: '+66900000000',
      apiUrl: 'https://api.twilio.com',
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: undefined })).toThrow(/needs TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ ...twilio, TWILIO_AUTH_TOKEN: 'short' })).toThrow(
      /TWILIO_AUTH_TOKEN .*\(got 5 characters\)/,
    );
    expect(() => loadConfig({ ...twilio, SMS_PROVIDER: 'pigeon' })).toThrow(
      /SMS_PROVIDER must be one of outbox, twilio/,
    );
    expect(loadConfig({ DATA_DIR: dataDir }).sms.twilio).toBeNull();
  });

  it('runs every service by default and refuses an unknown one', () => {
    expect(loadConfig({ INIT_CWD: makeTempDir(), JWT_SECRET: 's'.repeat(32) }).services).toEqual([
      'member',
      'web',
      'game-sandbox',
      'minigame',
      'chat',
    ]);
    expect(() => loadConfig({ INIT_CWD: makeTempDir(), JWT_SECRET: 's'.repeat(32), SERVICES: 'member,talk' })).toThrow(
      'Invalid configuration: SERVICES must be a comma-separated list of member, web, game-sandbox, minigame, chat (got "member,talk")',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '0' }, 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "0")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "80.5")'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got 20 characters)',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got 5 characters)',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ TRUST_PROXY: 'yes please' }, `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "yes please")`],
    [{ TRUST_PROXY: '10.0.0.0/33' }, `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "10.0.0.0/33")`],
    [{ TRUST_PROXY: '10.0.0.300' }, `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "10.0.0.300")`],
    [{ TRUST_PROXY: '0' }, `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "0")`],
    [{ TRUST_PROXY: '1.5' }, `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "1.5")`],
    [
      { TRUST_PROXY: '10.0.0.1,,10.0.0.2' },
      `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got "10.0.0.1,,10.0.0.2")`,
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL (got 14 characters)',
    ],
    [
      { SHUTDOWN_TIMEOUT_MS: '50' },
      'Invalid configuration: SHUTDOWN_TIMEOUT_MS must be an integer number of milliseconds between 100 and 600000 (got "50")',
    ],
    [
      { REALTIME_PREFIX: 'has space' },
      'Invalid configuration: REALTIME_PREFIX must be 1 to 100 letters, digits or :._- (got "has space")',
    ],
    [
      { METRICS_ALLOW: 'everyone' },
      'Invalid configuration: METRICS_ALLOW must be the addresses or CIDRs allowed to read /metrics, comma-separated ' +
        '(e.g. 10.0.0.0/8,127.0.0.1; also loopback and private) (got "everyone")',
    ],
    [
      { METRICS_ALLOW: '10.0.0.0/40' },
      'Invalid configuration: METRICS_ALLOW must be the addresses or CIDRs allowed to read /metrics, comma-separated ' +
        '(e.g. 10.0.0.0/8,127.0.0.1; also loopback and private) (got "10.0.0.0/40")',
    ],
    [
      { METRICS_TOKEN: 'short' },
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters long (got 5 characters)',
    ],
    [
      { SEED_OPERATOR_PASSWORD: 'abc' },
      'Invalid configuration: SEED_OPERATOR_PASSWORD must be 8 to 256 characters long (got 3 characters)',
    ],
  ])('refuses %o with one line', (env, message) => {
    const text = configError(env);
    expect(text).toBe(message);
    expect(text).not.toContain('\n');
  });

  it.each([
    ['false', false],
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.0/8,192.168.1.1', '10.0.0.0/8,192.168.1.1'],
    ['loopback, uniquelocal', 'loopback, uniquelocal'],
    ['2001:db8::/32, ::1', '2001:db8::/32, ::1'],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ INIT_CWD: makeTempDir(), TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each(['true', 'TRUE', ' true '])('refuses TRUST_PROXY=%s and says what to write instead', (value) => {
    const text = configError({ TRUST_PROXY: value });
    expect(text).toBe(
      'Invalid configuration: TRUST_PROXY=true would trust an X-Forwarded-For header written by any client, ' +
        'so anyone could pick their own IP and get past every per-IP limit; write the addresses or CIDRs of ' +
        'your proxies instead (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1) or how many proxies stand in front of ' +
        'the app (e.g. TRUST_PROXY=1)',
    );
    expect(text).not.toContain('\n');
  });

  it('never prints a secret it refuses', () => {
    expect(configError({ JWT_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(configError({ METRICS_TOKEN: 'hunter2' })).not.toContain('hunter2');
    expect(configError({ DATABASE_URL: 'mysql://u:topsecret@h/db' })).not.toContain('topsecret');
  });

  it('takes the shared secrets from the environment, and leaves the unset ones to the database (no file)', () => {
    const root = makeTempDir();
    const unset = loadConfig({ INIT_CWD: root });
    expect(unset.jwtSecret).toBeNull();
    expect(unset.gameSandboxSecret).toBeNull();
    expect(unset.paymentSecrets).toEqual({});
    expect(existsSync(path.join(root, 'data', JWT_SECRET_FILE))).toBe(false);
    expect(existsSync(path.join(root, 'data', GAME_SANDBOX_SECRET_FILE))).toBe(false);
    const set = loadConfig({ INIT_CWD: root, JWT_SECRET: 'x'.repeat(40), GAME_SANDBOX_SECRET: 'z'.repeat(40) });
    expect(set.jwtSecret).toBe('x'.repeat(40));
    expect(set.gameSandboxSecret).toBe('z'.repeat(40));
    expect(configError({ GAME_SANDBOX_SECRET: 'short-secret' })).toContain('GAME_SANDBOX_SECRET');
    expect(configError({ GAME_SANDBOX_SECRET: 'short-secret' })).not.toContain('short-secret');
  });
});

describe('starting with a bad variable', () => {
  it('prints one line and exits with code 1', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', INIT_CWD: makeTempDir() },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
  });
});
