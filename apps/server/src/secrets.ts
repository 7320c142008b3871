import type { PaymentGatewayCode } from '@member/shared';
import {
  type Config,
  GAME_SANDBOX_SECRET_FILE,
  GAME_SECRET_MIN_LENGTH,
  JWT_SECRET_FILE,
  JWT_SECRET_MIN_LENGTH,
  PAYMENT_SECRET_MIN_LENGTH,
  PAYOUT_SECRET_FILE,
  PAYOUT_SECRET_MIN_LENGTH,
} from './config';
import type { Queryable } from './db/database';
import { type ResolvedSecret, resolveSharedSecret, type SharedSecretSpec } from './lib/secrets';
import { PAYMENT_GATEWAY_REGISTRY } from './modules/money/gateways';

/** The secrets every process of one database shares, resolved once the database is open (plugins/secrets.ts). */
export interface Secrets {
  /** Signs access tokens, and keys the stored form of password-reset codes. */
  jwt: string;
  /** The sandbox game provider's HMAC key (decision 0101). */
  gameSandbox: string;
  /** Each payment gateway's callback HMAC key (decision 0031). */
  payment: Record<PaymentGatewayCode, string>;
  /** The payout provider's callback HMAC key (decision 0175). */
  payout: string;
}

/**
 * Every shared secret by its rule (lib/secrets.ts): its variable when set, else the database's value.
 * Each one's name is its row in `shared_secrets` and the file older installs kept it in, in DATA_DIR.
 * `resolved` hears where each came from (start-up logs it).
 */
export async function resolveSecrets(
  db: Queryable,
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 'gameSandboxSecret' | 'paymentSecrets'> &
    Partial<Pick<Config, 'payoutSecret'>>,
  resolved: (name: string, secret: ResolvedSecret) => void = () => {},
): Promise<Secrets> {
  const resolve = async (spec: SharedSecretSpec) => {
    const secret = await resolveSharedSecret(db, config.dataDir, spec);
    resolved(spec.name, secret);
    return secret.value;
  };
  const payment: Partial<Record<PaymentGatewayCode, string>> = {};
  for (const [code, { secret }] of PAYMENT_GATEWAY_REGISTRY) {
    payment[code] = await resolve({
      name: secret.file,
      minLength: PAYMENT_SECRET_MIN_LENGTH,
      fromEnvironment: config.paymentSecrets[code] ?? null,
    });
  }
  return {
    jwt: await resolve({ name: JWT_SECRET_FILE, minLength: JWT_SECRET_MIN_LENGTH, fromEnvironment: config.jwtSecret }),
    gameSandbox: await resolve({
      name: GAME_SANDBOX_SECRET_FILE,
      minLength: GAME_SECRET_MIN_LENGTH,
      fromEnvironment: config.gameSandboxSecret,
    }),
    payment: payment as Record<PaymentGatewayCode, string>,
    payout: await resolve({
      name: PAYOUT_SECRET_FILE,
      minLength: PAYOUT_SECRET_MIN_LENGTH,
      fromEnvironment: config.payoutSecret ?? null,
    }),
  };
}
