import argon2, { type HashOptions } from 'argon2';

/** argon2id cost. Production uses the library's defaults (OWASP-level); tests pass cheap ones. */
export interface HashingParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_HASHING: HashingParams = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };
export const TEST_HASHING: HashingParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, for logins of unknown accounts (no timing oracle). */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswordHasher(params: HashingParams = PRODUCTION_HASHING): PasswordHasher {
  const options: HashOptions = { type: argon2.argon2id, ...params };
  let dummyHash: Promise<string> | null = null;
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash must not become a 500 for the member.
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    async verifyDummy(password) {
      dummyHash ??= argon2.hash('dummy-password-for-timing', options);
      await verify(await dummyHash, password);
      return false;
    },
  };
}
