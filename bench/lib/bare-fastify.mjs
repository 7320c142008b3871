#!/usr/bin/env node
// The floor for a member call (issue 34): a bare Fastify answering the same JSON after `SELECT 1` on
// the same PostgreSQL, with nothing of the product (no session, no rules, no limits). Started by
// bench/api.mjs; env: PORT, DATABASE_URL, BARE_BODY (the product's answer, so both send the same bytes).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/member/profile', async (_request, reply) => {
  await pool.query('SELECT 1');
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
