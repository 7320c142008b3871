/**
 * `npm run ledger:check`: runs the ledger's invariant check (decisions 0030, 0035) on the database the
 * configuration names (DATABASE_URL, else the embedded database in DATA_DIR). Read-only.
 * Prints OK, or each violation and exits 1.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { checkInvariants, ledgerExists } from '../modules/money/invariants';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    if (!(await ledgerExists(db))) {
      console.error('The database has no ledger yet: start the server once (it applies the migrations).');
      return 1;
    }
    const violations = await checkInvariants(db);
    if (violations.length === 0) {
      console.log(`OK: the ledger of the ${db.kind} database satisfies every invariant.`);
      return 0;
    }
    for (const violation of violations) console.log(`VIOLATION: ${violation}`);
    console.log(`${violations.length} violation(s).`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Ledger check failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
