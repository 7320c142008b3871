import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp, uniqueMember } from '../test/harness';
import { thaiToE164 } from './sms';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-test-auth-token';
const FROM = '+66900000001';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for Twilio's Messages API as documented: form-encoded POST to
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth; 201 and the message resource on
 * success, 4xx and `{ code, message, more_info, status }` on a refusal. `mode` picks how it answers.
 */
function twilioStandIn() {
  const received: Received[] = [];
  let mode: 'accept' | 'refuse' | 'hang' = 'accept';
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      if (mode === 'hang') return;
      const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.headers.authorization !== expected) {
        json(401, {
          code: 20003,
          message: 'Authenticate',
          more_info: 'https://www.twilio.com/docs/errors/20003',
          status: 401,
        });
      } else if (mode === 'refuse') {
        json(400, {
          code: 21211,
          message: "The 'To' number is not a valid phone number.",
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      } else {
        json(201, {
          sid: `SM${received.length.toString().padStart(32, '0')}`,
          status: 'queued',
          to: new URLSearchParams(body).get('To'),
        });
      }
    });
  });
  return { server, received, setMode: (next: typeof mode) => (mode = next) };
}

describe('Thai numbers for the provider', () => {
  it('writes a Thai mobile number in E.164', () => {
    expect(thaiToE164('0812345678')).toBe('+66812345678');
    expect(thaiToE164('66812345678')).toBe('+66812345678');
  });
});

describe.each(DATABASE_KINDS)('forgot-password SMS through Twilio on %s', (kind) => {
  const standIn = twilioStandIn();
  let t: TestApp;
  beforeAll(async () => {
    standIn.server.listen(0, '127.0.0.1');
    await once(standIn.server, 'listening');
    const { port } = standIn.server.address() as AddressInfo;
    t = await startTestApp(kind, {
      sms: {
        twilio: {
          accountSid: ACCOUNT_SID,
          authToken: AUTH_TOKEN,
          from: FROM,
          apiUrl: `http://127.0.0.1:${port}`,
          timeoutMs: 500,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    standIn.server.closeAllConnections();
    standIn.server.close();
  });

  interface OutboxRow {
    text: string;
    provider: string;
    status: string;
    provider_message_id: string | null;
    error: string | null;
  }
  /** The member's last SMS once its sending is over (it goes out after the answer). */
  async function outbox(tel: string): Promise<OutboxRow> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await t.app.db.query<OutboxRow>(
        'SELECT text, provider, status, provider_message_id, error FROM sms_outbox WHERE tel = $1 ORDER BY id DESC LIMIT 1',
        [tel],
      );
      if (rows[0] && rows[0].status !== 'sending') return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the sms to ${tel} never finished sending`);
  }
  async function registered() {
    const member = uniqueMember();
    await new Client(t.app).post('/api/member/register', member);
    return member;
  }

  it('sends the code to the member phone with the documented request, and records the message id', async () => {
    standIn.setMode('accept');
    const member = await registered();
    const answer = await new Client(t.app).post('/api/member/forgotpassword', { tel: member.tel });
    expect(answer.body).toMatchObject({ data: { message: ACCOUNT_MESSAGES.resetRequested } });

    const row = await outbox(member.tel);
    const sent = standIn.received.at(-1);
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.form.get('To')).toBe(thaiToE164(member.tel));
    expect(sent?.form.get('From')).toBe(FROM);
    expect(row).toMatchObject({ provider: 'twilio', status: 'sent', error: null });
    expect(row?.provider_message_id).toMatch(/^SM\d{32}$/);
    expect(sent?.form.get('Body')).toBe(row?.text);
    expect(row?.text).toMatch(/\d{6}/);
  });

  it("records the provider's refusal and answers the member exactly as on success", async () => {
    standIn.setMode('refuse');
    const member = await registered();
    const answer = await new Client(t.app).post('/api/member/forgotpassword', { tel: member.tel });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { message: ACCOUNT_MESSAGES.resetRequested } });
    expect(await outbox(member.tel)).toMatchObject({
      status: 'failed',
      provider_message_id: null,
      error: "HTTP 400 code 21211: The 'To' number is not a valid phone number.",
    });
  });

  it('gives up on a provider that does not answer in time, as a failure', async () => {
    standIn.setMode('hang');
    const member = await registered();
    const answer = await new Client(t.app).post('/api/member/forgotpassword', { tel: member.tel });
    expect(answer.status).toBe(200);
    const row = await outbox(member.tel);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/TimeoutError/);
  });
});
