/** `npm run seed -w @member/server`: migrates and seeds the database the configuration names. */
import { ConfigError, loadConfig } from '../config';
import { createPasswordHasher } from '../lib/passwords';
import { migrate } from '../db/migrate';
import { createLocalStorage } from '../lib/storage';
import { openDatabase } from '../db/open';
import { seed } from '../seed';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const report = await seed(db, {
      hasher: createPasswordHasher(),
      dataDir: config.dataDir,
      operatorPassword: config.seedOperatorPassword,
      storage: createLocalStorage(config.uploadDir),
    });
    console.log(`Seeded ${db.kind} database: ${report.banks} banks.`);
    console.log(report.memberCreated ? 'Demo member created.' : 'Demo member already present.');
    if (report.generatedOperatorPassword) {
      console.log(
        `Operator "admin" created; password: ${report.generatedOperatorPassword} (saved in ${report.operatorPasswordFile})`,
      );
    } else {
      console.log(report.operatorCreated ? 'Operator "admin" created.' : 'Operator "admin" already present.');
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seed failed: ${(error as Error).message}`);
  process.exit(1);
});
