import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage, type FileStorage, registerUploadServing } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Where uploaded files live (decision 0040), and `GET /uploads/<key>` that serves them. */
export default fp(
  async function storage(app: FastifyInstance, options: { storage?: FileStorage }) {
    app.decorate('storage', options.storage ?? createLocalStorage(app.config.uploadDir));
    registerUploadServing(app);
  },
  { name: 'storage', fastify: '5.x', dependencies: ['config'] },
);
