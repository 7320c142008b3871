import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What start-up did to the database, for the lines main.ts prints. */
    migrationsApplied: string[];
    /** This deployment's id, the same on every process of one database (migration 0022). */
    deploymentId: string;
  }
}

export interface DatabaseOptions {
  /** A database made by the caller (tests); the caller closes it. Default: the one the config names. */
  database?: Database;
}

/** Opens the configured database (or takes the caller's), applies the migrations, closes it with the app. */
export default fp(
  async function database(app: FastifyInstance, options: DatabaseOptions) {
    const db = options.database ?? (await openDatabase(app.config));
    if (!options.database) app.addHook('onClose', () => db.close());
    app.decorate('db', db);
    app.decorate('migrationsApplied', await migrate(db));
    const { rows } = await db.query<{ id: string }>('SELECT id FROM deployment');
    app.decorate('deploymentId', rows[0]?.id ?? '');
  },
  { name: 'db', fastify: '5.x', dependencies: ['config'] },
);
