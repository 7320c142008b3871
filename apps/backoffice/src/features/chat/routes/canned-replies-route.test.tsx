import { CHAT_MESSAGES } from '@member/shared';
import { BO_ACTIONS, BO_CHAT } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockChatApi, ok, refusal } from '../test/fetch-mock';
import { AGENTS, CANNED } from '../test/fixtures';
import { renderChat } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

const cannedApi = (overrides: Parameters<typeof mockChatApi>[0] = {}) =>
  mockChatApi({
    'GET /operator/agents': () => ok(AGENTS),
    'GET /operator/canned-replies': () => ok(CANNED),
    ...overrides,
  });

describe('/chat/canned-replies', () => {
  it('lists the replies by short code and adds one', async () => {
    const fetchMock = cannedApi({
      'POST /operator/canned-replies': ({ body }) =>
        ok({ id: 9, shortCode: 'bye', text: (body as { text: string }).text }, 201),
    });
    renderChat('/chat/canned-replies');
    const table = await screen.findByRole('table', { name: BO_CHAT.cannedCaption });
    expect(within(table).getByText('/greet')).toBeTruthy();
    expect(within(table).getByText(CANNED[1]?.text ?? '')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: BO_CHAT.addCanned }));
    const dialog = await screen.findByRole('dialog', { name: BO_CHAT.addCanned });
    fireEvent.change(within(dialog).getByLabelText(BO_CHAT.shortCode), { target: { value: ' BYE ' } });
    fireEvent.change(within(dialog).getByLabelText(BO_CHAT.cannedText), { target: { value: 'แล้วพบกันใหม่ค่ะ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.save }));
    expect(await screen.findByText(BO_CHAT.cannedAdded('bye'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/operator/canned-replies').map((call) => call.body)).toEqual([
      { short_code: 'bye', text: 'แล้วพบกันใหม่ค่ะ' },
    ]);
  });

  it('refuses a bad short code before sending, and says a used one under its box', async () => {
    const fetchMock = cannedApi({
      'PUT /operator/canned-replies/1': () => refusal(409, CHAT_MESSAGES.shortCodeTaken, 'CONFLICT'),
    });
    renderChat('/chat/canned-replies');
    fireEvent.click(await screen.findByRole('button', { name: BO_CHAT.editCannedOf('greet') }));
    const dialog = await screen.findByRole('dialog', { name: BO_CHAT.editCanned });
    const code = within(dialog).getByLabelText(BO_CHAT.shortCode) as HTMLInputElement;
    expect(code.value).toBe('greet');
    fireEvent.change(code, { target: { value: 'สวัสดี' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CHAT_MESSAGES.shortCodeInvalid);
    expect(callsTo(fetchMock, 'PUT', '/operator/canned-replies/1')).toEqual([]);

    fireEvent.change(code, { target: { value: 'thanks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.save }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(CHAT_MESSAGES.shortCodeTaken));
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes one after asking', async () => {
    const fetchMock = cannedApi({ 'DELETE /operator/canned-replies/3': () => ok({ deleted: true }) });
    renderChat('/chat/canned-replies');
    fireEvent.click(await screen.findByRole('button', { name: BO_CHAT.deleteCannedOf('thanks') }));
    const dialog = await screen.findByRole('dialog', { name: BO_CHAT.deleteCanned });
    expect(within(dialog).getByText(BO_CHAT.deleteCannedBody('thanks'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: BO_ACTIONS.delete }));
    expect(await screen.findByText(BO_CHAT.cannedDeleted('thanks'))).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/operator/canned-replies/3')).toHaveLength(1);
  });
});
