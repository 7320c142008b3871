import { randomUUID } from 'node:crypto';
import { CHAT_API_BASE, MINIGAME_API_BASE } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSourceToken, tokenHash } from './modules/statements/source-tokens';
import { SEED_OPERATOR_USERNAME } from './seed';
import { Client, DATABASE_KINDS, nextIp, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from './test/harness';

/**
 * Walks the OpenAPI document of each service (the member API, the mini-game and chat services) and sends every
 * operation hostile input, with a member's token and with an operator's: wrong types, NUL and lone surrogates, deep nesting, huge
 * and tiny numbers, long strings, bad percent-encoding, in the path, the query and the body. Not
 * one answer may be a 5xx: whatever a client sends is refused with a 4xx (or accepted), and each
 * answer's status is one the document lists for the operation.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maxLength?: number;
}

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: JsonSchema | null;
  /** Whether the route declares the answer it gives on success. */
  declaresAnswer: boolean;
  /** The statuses the document says it answers. */
  statuses: Set<string>;
}

/** Raw path segments: some are not valid percent-encoding, some decode to NUL or half a surrogate. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%FF%FE',
  'a'.repeat(2_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '__proto__',
];

/** Query values (already URL-encoded where needed). */
const HOSTILE_QUERY_VALUES = [
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(5_000),
  'true',
  '[]',
];

/** Values that are wrong for almost any field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'ก'.repeat(10_000),
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: ['x'] } },
];

const deeplyNested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: Record<string, object> }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (/\/docs(\/|$)/.test(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const body = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: body ?? null,
        // @fastify/swagger lists a bare "200: Default Response" for a route that declares nothing.
        declaresAnswer: Object.entries(operation.responses ?? {}).some(
          ([status, answer]) => /^2\d\d$/.test(status) && 'content' in (answer as object),
        ),
        statuses: new Set(Object.keys(operation.responses ?? {})),
      });
    }
  }
  return operations;
}

/** A plausible value for a schema: the baseline each hostile variant changes one field of. */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return [sampleOf(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** Bodies to send: raw JSON texts, each a different kind of hostile. */
function hostileBodies(schema: JsonSchema | null): string[] {
  const bodies = [
    deeplyNested(5_000),
    `{"a":${deeplyNested(40)}}`,
    '"\\u0000"',
    '{"x":"\\ud800"}',
    '[]',
    '123',
    '{',
    '\u0000',
  ];
  if (!schema) return [...bodies, '{}'];
  const sample = sampleOf(schema);
  bodies.push(JSON.stringify(sample));
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const key of Object.keys(sample)) {
      for (const value of HOSTILE_VALUES) bodies.push(JSON.stringify({ ...sample, [key]: value }));
      bodies.push(`{${JSON.stringify(key)}:${deeplyNested(30)}}`);
      bodies.push(`{${JSON.stringify(key)}:"\\ud800\\u0000"}`);
    }
  }
  return bodies;
}

const fillPath = (path: string, segment: string) => path.replace(/\{[^}]+\}/g, segment);

function urlsOf(operation: Operation): string[] {
  const hasParams = /\{[^}]+\}/.test(operation.path);
  const urls = hasParams ? HOSTILE_SEGMENTS.map((segment) => fillPath(operation.path, segment)) : [operation.path];
  const base = fillPath(operation.path, '1');
  for (const name of operation.query) {
    for (const value of HOSTILE_QUERY_VALUES) urls.push(`${base}?${name}=${value}`);
    urls.push(`${base}?${name}=1&${name}=2`);
  }
  urls.push(`${base}?%=1`, `${base}?x=%00`);
  return urls;
}

/** Each service's document, and how many operations it has at least (a document that lost its routes fails). */
const DOCUMENTS = [
  { url: '/api/docs/json', minOperations: 50 },
  { url: `${MINIGAME_API_BASE}/docs/json`, minOperations: 30 },
  { url: `${CHAT_API_BASE}/docs/json`, minOperations: 20 },
];

describe.each(DATABASE_KINDS)('every operation of the OpenAPI documents on %s', (kind) => {
  let t: TestApp;
  const operationsOfDocument = new Map<string, Operation[]>();
  let operatorToken = '';
  let sourceToken = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { services: ['member', 'web', 'minigame', 'chat'] });
    for (const { url } of DOCUMENTS) {
      operationsOfDocument.set(url, operationsOf((await t.app.inject({ url })).json()));
    }
    // The bank SMS webhook takes a statement source's token: with one, its hostile bodies reach the matcher.
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name) VALUES ('kbnk', '9998887776', 'ฟัซ')
       RETURNING id::text AS id`,
    );
    sourceToken = newSourceToken();
    await t.db.query(
      `INSERT INTO statement_sources (kind, name, deposit_bank_account_id, token_hash) VALUES ('bank_sms', 'ฟัซ', $1, $2)`,
      [rows[0]?.id, tokenHash(sourceToken)],
    );
    await t.db.query('UPDATE auto_deposit_settings SET enabled = true, no_report_needed = true');
  });
  afterAll(() => t.close());

  /** Fresh tokens: an operation (logout, a password change) may end the previous session. */
  async function tokens(): Promise<string[]> {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: nextIp(),
      payload: { username: SEED_OPERATOR_USERNAME, password: TEST_OPERATOR_PASSWORD },
    });
    operatorToken = login.json().data?.access_token ?? operatorToken;
    const memberClient = new Client(t.app);
    await memberClient.registerAndLogin();
    return [memberClient.token ?? '', operatorToken];
  }

  it.each(DOCUMENTS)('has a schema for each operation of $url: every route declares what it answers', ({ url }) => {
    const undeclared = (operationsOfDocument.get(url) ?? []).filter((operation) => !operation.declaresAnswer);
    expect(undeclared.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it.each(DOCUMENTS)(
    'answers no 5xx, and only statuses it declares, to any operation of $url',
    async ({ url: documentUrl, minOperations }) => {
      const operations = operationsOfDocument.get(documentUrl) ?? [];
      expect(operations.length).toBeGreaterThan(minOperations);
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const bearer = operation.path.endsWith('/statements/sms') ? [sourceToken] : await tokens();
        const sampleBody = operation.body ? JSON.stringify(sampleOf(operation.body)) : undefined;
        const bodyless = operation.method === 'GET' || operation.method === 'DELETE';
        // Hostile URLs with a plausible body, then hostile bodies on a plausible URL.
        const requests = [
          ...urlsOf(operation).map((url) => ({ url, payload: bodyless ? undefined : sampleBody })),
          ...(bodyless
            ? []
            : hostileBodies(operation.body).map((payload) => ({ url: fillPath(operation.path, '1'), payload }))),
        ];
        for (const token of bearer) {
          for (const { url, payload } of requests) {
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url,
              remoteAddress: nextIp(),
              headers: {
                authorization: `Bearer ${token}`,
                'idempotency-key': randomUUID(),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            sent += 1;
            if (response.statusCode >= 500 || !operation.statuses.has(String(response.statusCode))) {
              failures.push(
                `${operation.method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''} → ${response.statusCode}`,
              );
            }
          }
        }
      }
      console.log(`OpenAPI fuzz of ${documentUrl} on ${kind}: ${sent} requests over ${operations.length} operations`);
      expect(failures.slice(0, 30)).toEqual([]);
    },
    15 * 60_000,
  );
});
