import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { type ChatFile, type ChatMemberPage, CHAT_MESSAGES, type AdminChatMessagePage } from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { makePng } from '../../test/images';
import { subjectOf } from '../../test/sockets';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { chatFileLinks, FILE_LINK_TTL_MS, fileLinks } from './file-links';
import {
  agentClient,
  CH,
  memberWithConversation,
  sendAsMember,
  startChatApp,
  type TestApp,
  upload,
} from './test-support';

/** Bytes no other test stores. */
const uniquePng = () => makePng(3, 3, [randomInt(256), randomInt(256), randomInt(256)]);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(DATABASE_KINDS)('chat files behind signed links on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startChatApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const load = (url: string) => t.app.inject({ url });
  const linkOf = async (member: MoneyClient) =>
    (await member.get<ChatMemberPage>(`${CH}/chat-member`)).body.data?.messages.at(-1)?.file?.url ?? '';

  /** A member who sent a picture: their client, the picture, its file. */
  async function memberWithPicture() {
    const { member, conversationId } = await memberWithConversation(t);
    const picture = uniquePng();
    const file = (await upload(t, member, picture)).body.data as ChatFile;
    expect((await sendAsMember(member, { file_id: file.id })).status).toBe(201);
    return { member, conversationId, picture, file };
  }

  it('serves a member their picture through a link signed for them, and never at /uploads', async () => {
    const { member, picture, file } = await memberWithPicture();
    const url = await linkOf(member);
    expect(url).toMatch(
      new RegExp(`^${CH}/file/${file.id}/content\\?v=m${subjectOf(member.token ?? '')}&exp=\\d+&sig=`),
    );
    const served = await load(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(FILE_LINK_TTL_MS / 1000 - 5);
    expect(maxAge).toBeLessThanOrEqual(FILE_LINK_TTL_MS / 1000 + 600);

    expect((await load(`/uploads/${sha256(picture)}.png`)).statusCode).toBe(404);
    expect((await load(`/uploads/private%2F${sha256(picture)}.png`)).statusCode).toBe(404);

    // A new link when one has expired: the same file, signed afresh.
    const again = await member.get<ChatFile>(`${CH}/file/${file.id}`);
    expect(again.body.data).toMatchObject({ id: file.id, kind: 'image', mime: 'image/png', size: picture.length });
    expect((await load(again.body.data?.url ?? '')).statusCode).toBe(200);
  });

  it('refuses another member, whatever link they try', async () => {
    const { member, file } = await memberWithPicture();
    const url = await linkOf(member);
    const stranger = await memberClient(t);
    const strangerId = subjectOf(stranger.token ?? '');
    expect((await stranger.get(`${CH}/file/${file.id}`)).status).toBe(404);

    const forbidden = { error: { code: 'FORBIDDEN', message: CHAT_MESSAGES.fileLinkInvalid } };
    const links = chatFileLinks(t.app);
    const exp = Math.ceil((Date.now() + FILE_LINK_TTL_MS) / 1000);
    const otherFile = randomUUID();
    const forged = [
      // The owner's link claimed for the stranger.
      url.replace(/v=m\d+/, `v=m${strangerId}`),
      // The stranger's genuine link to another file, pointed at this one; no signature at all.
      links.urlFor(otherFile, { kind: 'member', id: strangerId }).replace(otherFile, file.id),
      `${CH}/file/${file.id}/content`,
      `${CH}/file/${file.id}/content?v=m${strangerId}&exp=${exp}&sig=${randomBytes(32).toString('base64url')}`,
      // Signed with another secret.
      fileLinks(randomBytes(32).toString('hex'), () => Date.now()).urlFor(file.id, { kind: 'member', id: strangerId }),
    ];
    for (const link of forged) {
      const answer = await load(link);
      expect([answer.statusCode, answer.json()], link).toEqual([403, forbidden]);
    }
    // A genuine link to a file that does not exist, and an id that is no file's.
    expect((await load(links.urlFor(randomUUID(), { kind: 'member', id: strangerId }))).statusCode).toBe(404);
    expect((await load(`${CH}/file/not-a-uuid/content`)).statusCode).toBe(404);
  });

  it('refuses a link once it has expired', async () => {
    const { member } = await memberWithPicture();
    const url = await linkOf(member);
    const clock = vi.spyOn(t.app.clock, 'now');
    clock.mockReturnValue(Date.now() + FILE_LINK_TTL_MS - 60_000);
    expect((await load(url)).statusCode).toBe(200);
    clock.mockReturnValue(Date.now() + FILE_LINK_TTL_MS + 11 * 60_000);
    expect((await load(url)).statusCode).toBe(403);
  });

  it('stops serving a member’s link once the member is disabled', async () => {
    const { member } = await memberWithPicture();
    const url = await linkOf(member);
    await t.db.query("UPDATE members SET status = 'disabled' WHERE id = $1", [subjectOf(member.token ?? '')]);
    expect((await load(url)).statusCode).toBe(403);
  });

  it('serves operators holding chat.view, and no other operator', async () => {
    const { conversationId, picture, file } = await memberWithPicture();
    const agent = await agentClient(t);
    const page = await agent.get<AdminChatMessagePage>(`${CH}/operator/conversations/${conversationId}/messages`);
    const url = page.body.data?.messages.at(-1)?.file?.url ?? '';
    expect(url).toContain(`v=o${subjectOf(agent.token ?? '')}&`);
    expect((await load(url)).rawPayload.equals(picture)).toBe(true);
    expect((await agent.get(`${CH}/file/${file.id}`)).status).toBe(200);

    const finance = await operatorClient(t, 'finance');
    expect((await finance.get(`${CH}/operator/conversations/${conversationId}/messages`)).status).toBe(403);
    expect((await finance.get(`${CH}/file/${file.id}`)).status).toBe(403);
    // Even a genuine link, were one made for them, is refused: they do not hold chat.view.
    const link = chatFileLinks(t.app).urlFor(file.id, { kind: 'operator', id: subjectOf(finance.token ?? '') });
    expect((await load(link)).statusCode).toBe(403);
  });
});
