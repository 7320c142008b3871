import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSecrets, type Secrets } from '../secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The secrets every process of this database shares (the environment's, else the database's). */
    secrets: Secrets;
  }
}

/**
 * Resolves the shared secrets once the database is open and migrated (config.ts `resolveSecrets`,
 * lib/secrets.ts for the rule), before any plugin that signs or verifies with them.
 */
export default fp(
  async function secrets(app: FastifyInstance) {
    const resolved = await resolveSecrets(app.db, app.config, (name, secret) => {
      if (secret.source === 'file') {
        app.log.info({ secret: name }, `secret ${name} adopted from DATA_DIR into the database`);
      } else if (secret.source === 'generated') {
        app.log.info({ secret: name }, `secret ${name} generated and kept in the database`);
      }
      if (secret.ignoredFile) {
        app.log.warn(
          { secret: name, file: secret.ignoredFile },
          `${secret.ignoredFile} differs from the database's ${name}, which is used; the file is ignored`,
        );
      }
    });
    app.decorate('secrets', resolved);
  },
  { name: 'secrets', fastify: '5.x', dependencies: ['config', 'db'] },
);
