import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below it the headers cost more than the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers (and any other compressible answer built at request time) with brotli or
 * gzip, as the client's `Accept-Encoding` allows. The web app's files are compressed once at build
 * time and served as they are (plugins/spa.ts), so nothing here runs for them: an answer that
 * already carries `Content-Encoding` is left alone.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
