import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The parsed environment (config.ts), the first thing every other plugin reads. */
export default fp(
  async function config(app: FastifyInstance, options: { config: Config }) {
    app.decorate('config', options.config);
  },
  { name: 'config', fastify: '5.x' },
);
