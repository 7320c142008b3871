import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { shutDownOnSignals } from './lib/shutdown';
import { type Config, ConfigError, loadConfig } from './config';
import { DEMO_MEMBER, OPERATOR_PASSWORD_FILE, SEED_OPERATOR_USERNAME, type SeedReport } from './seed';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  shutDownOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });

  const { databaseKind, seedReport } = app.startup;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `${config.tls ? 'https' : 'http'}://${shownHost}:${config.port}`;
  const lines = [
    `Member site running at ${origin}${config.tls ? ' (HTTPS, HTTP/2)' : ''}`,
    `Back office at ${origin}/backoffice/`,
    `Database: ${databaseKind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  const { rows } = await app.db.query('SELECT 1 FROM members WHERE tel = $1', [DEMO_MEMBER.tel]);
  if (rows.length === 0) {
    lines.push('The database has no demo accounts: run `npm run seed` to add them.');
  } else {
    lines.push(`Demo member: tel ${DEMO_MEMBER.tel}, password ${DEMO_MEMBER.password}`);
    lines.push(`Operator: username ${SEED_OPERATOR_USERNAME}, password ${operatorPasswordHint(config, seedReport)}`);
  }
  for (const line of lines) app.log.info(line);
}

function operatorPasswordHint(config: Config, seedReport: SeedReport | null): string {
  if (seedReport?.generatedOperatorPassword) {
    // A secret goes to a person at a terminal, never into a log a collector keeps: elsewhere, its file.
    return process.stdout.isTTY
      ? `${seedReport.generatedOperatorPassword} (saved in ${seedReport.operatorPasswordFile})`
      : `in ${seedReport.operatorPasswordFile}`;
  }
  const file = path.join(config.dataDir, OPERATOR_PASSWORD_FILE);
  if (existsSync(file)) return `in ${file}`;
  return 'as SEED_OPERATOR_PASSWORD was when the database was seeded';
}

main().catch((error: unknown) => {
  // A configuration mistake is one readable line; anything else keeps its detail for the operator.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
