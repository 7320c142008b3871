import { SERVICE_BASES } from '@member/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClients } from './service-clients';
import { createTokenStore } from './token-store';

describe('the clients of the services', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: 'ok' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  afterEach(() => fetchMock.mockClear());
  const calledUrls = () => fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);

  it("makes one client per service base, beside the API's base on its host by default", async () => {
    let apiBase = '/api';
    const clients = createServiceClients({ apiBase: () => apiBase, token: createTokenStore('test-token') });
    expect(Object.keys(clients)).toEqual(Object.keys(SERVICE_BASES));
    await clients.member.get('/x');
    await clients.minigame.get('/x');
    apiBase = 'https://api.example.test/api/';
    await clients.chat.get('/x');
    expect(calledUrls()).toEqual(['/api/x', '/minigame/api/v1/x', 'https://api.example.test/chat/api/v1/x']);
  });

  it('puts the services where the app says, whatever the API base', async () => {
    const clients = createServiceClients({
      apiBase: () => 'https://api.example.test/api',
      origin: () => '',
      token: createTokenStore('test-token'),
    });
    await clients.chat.get('/count');
    expect(calledUrls()).toEqual([`${SERVICE_BASES.chat}/count`]);
  });
});
