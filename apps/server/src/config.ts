import { existsSync, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  type PaymentGatewayCode,
} from '@member/shared';
import { z } from 'zod';
import { ConfigError } from './lib/secrets';
import { SERVER_DIR } from './lib/server-dir';
import type { TwilioSettings } from './lib/sms';
import {
  PAYMENT_GATEWAY_REGISTRY,
  PAYMENT_MODES,
  PAYMENT_SECRET_MIN_LENGTH,
  type PaymentMode,
} from './modules/money/gateways';
import { SERVICE_NAMES, type ServiceName } from './services';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const JWT_SECRET_MIN_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (and, on installs before migration 0023, of generated secrets). */
  dataDir: string;
  /** postgres:// URL; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** JWT_SECRET when set; null: the one the database keeps for every process (`app.secrets.jwt`). */
  jwtSecret: string | null;
  logLevel: LogLevel;
  /** The built web app (Vite's dist folder). */
  webDist: string;
  /** The built back office (its Vite dist folder), served under /backoffice/. */
  backofficeDist: string;
  seedOperatorPassword: string | null;
  /**
   * Which proxies may set X-Forwarded-For (per-IP limits need the real IP): false (none), their
   * addresses/CIDRs (comma-separated), or how many stand in front of the app. Never "all".
   */
  trustProxy: false | string | number;
  /** `sandbox` (default): gateway payments are PromptPay QRs that the back office can mark paid. */
  paymentMode: PaymentMode;
  /**
   * Callback HMAC secrets per gateway, from each one's variable (PAYMENT_CP_SECRET...); a gateway left
   * out gets the one the database keeps (decision 0031, modules/money/gateways/, `app.secrets.payment`).
   */
  paymentSecrets: Partial<Record<PaymentGatewayCode, string>>;
  /**
   * The sandbox game provider's HMAC secret (decision 0101): GAME_SANDBOX_SECRET; null: the one the
   * database keeps (`app.secrets.gameSandbox`). The wallet checks the sandbox's signatures with it and
   * the sandbox provider signs with it.
   */
  gameSandboxSecret: string | null;
  /**
   * The payout provider's HMAC secret (decision 0175): PAYOUT_SECRET; null: the one the database keeps
   * (`app.secrets.payout`). Callbacks are checked with it; the sandbox provider signs with it.
   */
  payoutSecret: string | null;
  /**
   * Where the sandbox game provider sends its wallet calls (GAME_WALLET_URL, decision 0105); null = this
   * server's own listening address, so the sandbox reaches the wallet over real HTTP as an outside provider.
   */
  gameWalletUrl: string | null;
  /** Largest uploaded file (images of the back office), in bytes. */
  uploadMaxBytes: number;
  /**
   * The folder uploaded files are kept in (UPLOAD_DIR, default `dataDir/uploads`, decision 0040). Every
   * process of one database must share it (a mount all of them see), or a file uploaded through one is
   * missing on the others.
   */
  uploadDir: string;
  /** The realtime Redis channels' prefix (REALTIME_PREFIX); null: the deployment's id (plugins/realtime.ts). */
  realtimePrefix: string | null;
  /** How long a shutdown may wait for requests in progress before it cuts them (lib/shutdown.ts). */
  shutdownTimeoutMs: number;
  /**
   * Calls a minute over every /api route without a limit of its own (decision 0013): a signed-in caller's
   * per session (RATE_LIMIT_SESSION_PER_MINUTE), anyone else's per address (RATE_LIMIT_ADDRESS_PER_MINUTE).
   */
  rateLimits: { perSessionPerMinute: number; perAddressPerMinute: number };
  /** redis:// URL: rate-limit counters shared by every process (decision 0013); null = per process. */
  redisUrl: string | null;
  /** Which services this process runs (SERVICES); every one by default. */
  services: ServiceName[];
  /** How SMS leave (decision 0081): Twilio when configured, else only the outbox table. */
  sms: { twilio: TwilioSettings | null };
  /**
   * The certificate and key (PEM) when the server itself speaks HTTPS, with HTTP/2 for the browsers
   * and HTTP/1.1 for other clients (TLS_CERT_FILE and TLS_KEY_FILE, decision 0083); null = plain HTTP,
   * for a proxy in front that does TLS.
   */
  tls: TlsFiles | null;
  /**
   * Who may read `/metrics` (decision 0150): scrapes from these addresses (METRICS_ALLOW: addresses,
   * CIDRs, `loopback`, `private`), and with METRICS_TOKEN only those that carry it as a bearer token.
   */
  metrics: { allow: string[]; token: string | null };
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export const SMS_PROVIDERS = ['outbox', 'twilio'] as const;
/** How long the provider may take before the message counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/** The services a process can run: one definition each in services/ (services/index.ts lists them). */
export { SERVICE_NAMES, type ServiceName };

export { PAYMENT_MODES, PAYMENT_SECRET_MIN_LENGTH, type PaymentMode };
export const GAME_SECRET_MIN_LENGTH = 32;
/** Calls a minute over /api (decision 0013): what one member's pages need many times over. */
export const DEFAULT_RATE_LIMITS = { perSessionPerMinute: 600, perAddressPerMinute: 600 } as const;
/** Within an orchestrator's usual grace period (Kubernetes: 30 s) with room to spare. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const GAME_SANDBOX_SECRET_FILE = 'game-sandbox-secret';
export const PAYOUT_SECRET_MIN_LENGTH = 32;
export const PAYOUT_SECRET_FILE = 'payout-secret';

export { ConfigError };

const DEFAULT_WEB_DIST = path.resolve(SERVER_DIR, '../web/dist');
const DEFAULT_BACKOFFICE_DIST = path.resolve(SERVER_DIR, '../backoffice/dist');

const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

export const TRUST_PROXY_RULE =
  'must be false, the addresses or CIDRs of your proxies (comma-separated, e.g. 10.0.0.0/8,127.0.0.1), ' +
  'or how many proxies stand in front of the app (an integer, e.g. 1)';
/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The names of address ranges accepted in METRICS_ALLOW (plugins/metrics.ts). */
export const METRICS_RANGE_NAMES = new Set(['loopback', 'private']);
export const DEFAULT_METRICS_ALLOW = 'loopback,private';
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** `10.0.0.0/8, 127.0.0.1, ::1, loopback`: addresses, CIDRs or range names, none empty. */
function isAddressList(value: string, rangeNames: ReadonlySet<string>): boolean {
  return value.split(',').every((entry) => {
    const item = entry.trim();
    if (rangeNames.has(item)) return true;
    const [address = '', prefix, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

const isProxyList = (value: string) => isAddressList(value, PROXY_RANGE_NAMES);

/**
 * Fastify's `trustProxy` for the configured value. A hop count becomes "trust the nearest n hops":
 * Fastify 5 reads a bare number as trusting no one, since it cannot check the immediate peer.
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** One schema per variable, each with the sentence a person reads when it is wrong. */
const VARIABLES = {
  PORT: {
    schema: z.coerce.number().int().min(1).max(65_535).default(3000),
    rule: 'must be an integer between 1 and 65535',
  },
  HOST: { schema: z.string().min(1).default('0.0.0.0'), rule: 'must be a host name or IP address' },
  DATA_DIR: { schema: z.string().min(1).default('./data'), rule: 'must be a folder path' },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/)
      .optional(),
    rule: 'must be a postgres:// or postgresql:// URL',
  },
  JWT_SECRET: {
    schema: z.string().min(JWT_SECRET_MIN_LENGTH).optional(),
    rule: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long`,
  },
  LOG_LEVEL: { schema: z.enum(LOG_LEVELS).default('info'), rule: `must be one of ${LOG_LEVELS.join(', ')}` },
  WEB_DIST: { schema: z.string().min(1).optional(), rule: 'must be a folder path' },
  BACKOFFICE_DIST: { schema: z.string().min(1).optional(), rule: 'must be a folder path' },
  TRUST_PROXY: {
    schema: z
      .union([
        z.literal('false').transform(() => false as const),
        z
          .string()
          .regex(/^[1-9]\d?$/)
          .transform(Number),
        z.string().refine(isProxyList),
      ])
      .default(false),
    rule: TRUST_PROXY_RULE,
    explain: (raw: string) =>
      raw.trim().toLowerCase() === 'true'
        ? 'Invalid configuration: TRUST_PROXY=true would trust an X-Forwarded-For header written by any client, ' +
          'so anyone could pick their own IP and get past every per-IP limit; write the addresses or CIDRs of ' +
          'your proxies instead (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1) or how many proxies stand in front of ' +
          'the app (e.g. TRUST_PROXY=1)'
        : null,
  },
  SEED_OPERATOR_PASSWORD: {
    schema: z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(OPERATOR_PASSWORD_MAX_LENGTH).optional(),
    rule: `must be ${OPERATOR_PASSWORD_MIN_LENGTH} to ${OPERATOR_PASSWORD_MAX_LENGTH} characters long`,
  },
  PAYMENT_MODE: {
    schema: z.enum(PAYMENT_MODES).default('sandbox'),
    rule: `must be one of ${PAYMENT_MODES.join(', ')}`,
  },
  GAME_SANDBOX_SECRET: {
    schema: z.string().min(GAME_SECRET_MIN_LENGTH).optional(),
    rule: `must be at least ${GAME_SECRET_MIN_LENGTH} characters long`,
  },
  PAYOUT_SECRET: {
    schema: z.string().min(PAYOUT_SECRET_MIN_LENGTH).optional(),
    rule: `must be at least ${PAYOUT_SECRET_MIN_LENGTH} characters long`,
  },
  GAME_WALLET_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    rule: 'must be an http(s) URL (the wallet API base, e.g. http://127.0.0.1:3000)',
  },
  REDIS_URL: {
    schema: z
      .string()
      .regex(/^rediss?:\/\/\S+$/)
      .optional(),
    rule: 'must be a redis:// or rediss:// URL',
  },
  SMS_PROVIDER: {
    schema: z.enum(SMS_PROVIDERS).default('outbox'),
    rule: `must be one of ${SMS_PROVIDERS.join(', ')}`,
  },
  TWILIO_ACCOUNT_SID: {
    schema: z
      .string()
      .regex(/^AC\w{32}$/)
      .optional(),
    rule: 'must be an Account SID (AC...)',
  },
  TWILIO_AUTH_TOKEN: { schema: z.string().min(16).optional(), rule: 'must be the account auth token' },
  TWILIO_FROM: {
    schema: z
      .string()
      .regex(/^(\+\d{8,15}|MG\w{32})$/)
      .optional(),
    rule: 'must be a sending number in E.164 (+66...) or a Messaging Service SID (MG...)',
  },
  SMS_API_URL: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    rule: 'must be an http(s) URL',
  },
  SERVICES: {
    schema: z
      .string()
      .transform((value) => [...new Set(value.split(',').map((name) => name.trim()))])
      .pipe(z.array(z.enum(SERVICE_NAMES)).min(1))
      .default([...SERVICE_NAMES]),
    rule: `must be a comma-separated list of ${SERVICE_NAMES.join(', ')}`,
  },
  RATE_LIMIT_SESSION_PER_MINUTE: {
    schema: z.coerce.number().int().min(10).max(1_000_000).default(DEFAULT_RATE_LIMITS.perSessionPerMinute),
    rule: 'must be an integer between 10 and 1000000',
  },
  RATE_LIMIT_ADDRESS_PER_MINUTE: {
    schema: z.coerce.number().int().min(10).max(1_000_000).default(DEFAULT_RATE_LIMITS.perAddressPerMinute),
    rule: 'must be an integer between 10 and 1000000',
  },
  SHUTDOWN_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    rule: 'must be an integer number of milliseconds between 100 and 600000',
  },
  REALTIME_PREFIX: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,100}$/)
      .optional(),
    rule: 'must be 1 to 100 letters, digits or :._-',
  },
  TLS_CERT_FILE: { schema: z.string().min(1).optional(), rule: 'must be the path of a PEM certificate file' },
  TLS_KEY_FILE: { schema: z.string().min(1).optional(), rule: 'must be the path of a PEM private key file' },
  UPLOAD_DIR: { schema: z.string().min(1).optional(), rule: 'must be a folder path' },
  METRICS_ALLOW: {
    schema: z
      .string()
      .refine((value) => isAddressList(value, METRICS_RANGE_NAMES))
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .default(DEFAULT_METRICS_ALLOW.split(',')),
    rule:
      'must be the addresses or CIDRs allowed to read /metrics, comma-separated ' +
      '(e.g. 10.0.0.0/8,127.0.0.1; also loopback and private)',
  },
  METRICS_TOKEN: {
    schema: z.string().min(METRICS_TOKEN_MIN_LENGTH).optional(),
    rule: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`,
  },
  UPLOAD_MAX_BYTES: {
    schema: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(DEFAULT_UPLOAD_MAX_BYTES),
    rule: 'must be an integer number of bytes between 1024 and 52428800',
  },
} as const;

type Variable = { schema: z.ZodType; rule: string; explain?: (raw: string) => string | null };

/** Each payment gateway's callback secret (PAYMENT_CP_SECRET...), named by its registration. */
const PAYMENT_SECRET_VARIABLES: Record<string, Variable> = Object.fromEntries(
  [...PAYMENT_GATEWAY_REGISTRY.values()].map(({ secret }) => [
    secret.env,
    {
      schema: z.string().min(PAYMENT_SECRET_MIN_LENGTH).optional(),
      rule: `must be at least ${PAYMENT_SECRET_MIN_LENGTH} characters long`,
    },
  ]),
);

/** Every variable in the order they are checked: the gateways' secrets after PAYMENT_MODE. */
const ALL_VARIABLES: [string, Variable][] = Object.entries(VARIABLES).flatMap(([name, variable]) => [
  [name, variable] as [string, Variable],
  ...(name === 'PAYMENT_MODE' ? Object.entries(PAYMENT_SECRET_VARIABLES) : []),
]);

/** Variables whose value must never be echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'SEED_OPERATOR_PASSWORD',
  'DATABASE_URL',
  ...Object.keys(PAYMENT_SECRET_VARIABLES),
  'GAME_SANDBOX_SECRET',
  'PAYOUT_SECRET',
  'REDIS_URL',
  'TWILIO_AUTH_TOKEN',
  'METRICS_TOKEN',
]);

type Parsed = { [K in keyof typeof VARIABLES]: z.output<(typeof VARIABLES)[K]['schema']> } & {
  [paymentSecret: string]: unknown;
};

function parseVariables(env: NodeJS.ProcessEnv): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const [name, variable] of ALL_VARIABLES) {
    const raw = optional(env[name]);
    const result = variable.schema.safeParse(raw);
    if (!result.success) {
      const explained = variable.explain && raw !== undefined ? variable.explain(raw) : null;
      const got = SECRET_VARIABLES.has(name) ? `${raw?.length ?? 0} characters` : JSON.stringify(raw);
      throw new ConfigError(explained ?? `Invalid configuration: ${name} ${variable.rule} (got ${got})`);
    }
    parsed[name] = result.data;
  }
  return parsed as Parsed;
}

/** Parses the environment; throws ConfigError with a one-line message on the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseVariables(env);
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    jwtSecret: vars.JWT_SECRET ?? null,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ? path.resolve(baseDir, vars.WEB_DIST) : DEFAULT_WEB_DIST,
    backofficeDist: vars.BACKOFFICE_DIST ? path.resolve(baseDir, vars.BACKOFFICE_DIST) : DEFAULT_BACKOFFICE_DIST,
    seedOperatorPassword: vars.SEED_OPERATOR_PASSWORD ?? null,
    trustProxy: vars.TRUST_PROXY,
    paymentMode: vars.PAYMENT_MODE,
    paymentSecrets: paymentSecrets(vars),
    gameSandboxSecret: vars.GAME_SANDBOX_SECRET ?? null,
    payoutSecret: vars.PAYOUT_SECRET ?? null,
    gameWalletUrl: vars.GAME_WALLET_URL ?? null,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    uploadDir: uploadDir(vars, baseDir, dataDir),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    rateLimits: {
      perSessionPerMinute: vars.RATE_LIMIT_SESSION_PER_MINUTE,
      perAddressPerMinute: vars.RATE_LIMIT_ADDRESS_PER_MINUTE,
    },
    redisUrl: vars.REDIS_URL ?? null,
    realtimePrefix: vars.REALTIME_PREFIX ?? null,
    services: vars.SERVICES,
    sms: { twilio: twilioSettings(vars) },
    tls: tlsFiles(vars, baseDir),
    metrics: { allow: vars.METRICS_ALLOW, token: vars.METRICS_TOKEN ?? null },
  };
}

/** The gateways' secrets that their variables set. */
function paymentSecrets(vars: Parsed): Config['paymentSecrets'] {
  const secrets: Config['paymentSecrets'] = {};
  for (const [code, { secret }] of PAYMENT_GATEWAY_REGISTRY) {
    const value = vars[secret.env];
    if (typeof value === 'string') secrets[code] = value;
  }
  return secrets;
}

/** UPLOAD_DIR (a folder, or a path where one can be made), else `dataDir/uploads`. */
function uploadDir(vars: Parsed, baseDir: string, dataDir: string): string {
  if (!vars.UPLOAD_DIR) return path.join(dataDir, 'uploads');
  const dir = path.resolve(baseDir, vars.UPLOAD_DIR);
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new ConfigError(`Invalid configuration: UPLOAD_DIR names ${dir}, which is not a folder`);
  }
  return dir;
}

/** The certificate and key when both are named and readable, or a refusal to start. */
function tlsFiles(vars: Parsed, baseDir: string): TlsFiles | null {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = vars;
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    throw new ConfigError('Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together (HTTPS needs both)');
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(path.resolve(baseDir, file));
    } catch {
      throw new ConfigError(`Invalid configuration: ${name} names ${file}, which cannot be read`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

/** Twilio's settings when SMS_PROVIDER=twilio: all three credentials, or a refusal to start. */
function twilioSettings(vars: Parsed): TwilioSettings | null {
  if (vars.SMS_PROVIDER !== 'twilio') return null;
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = vars;
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  return { accountSid, authToken, from, apiUrl: vars.SMS_API_URL, timeoutMs: SMS_TIMEOUT_MS };
}
