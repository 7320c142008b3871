import type { StatementSourceWithToken } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, type Handler, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import type { OperatorRole } from '@member/shared';
import { SMS_SOURCE, WALLET_SOURCE } from '../test/fixtures';
import StatementSourcesRoute from './statement-sources-route';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNTS = [
  { id: 2, bankCode: 'kbnk', accountNumber: '1112227890', accountName: 'บจก. ตัวอย่าง', isActive: true },
  { id: 5, bankCode: 'scb', accountNumber: '5556667777', accountName: 'บจก. ตัวอย่าง', isActive: true },
];
const TOKEN = 'stk_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function sourcesApi(extra: Record<string, Handler> = {}) {
  return mockApiAt('/api', {
    'GET /admin/statement-sources': () => ok([SMS_SOURCE, WALLET_SOURCE]),
    'GET /admin/deposit-bank-accounts': () => ok(ACCOUNTS),
    ...extra,
  });
}

const render = (role: OperatorRole = 'admin') =>
  renderAsOperator([{ path: '/statement-sources', element: <StatementSourcesRoute /> }], '/statement-sources', role);

describe('/statement-sources', () => {
  it('lists each source with its account, last line, lines today and a warning when silent', async () => {
    sourcesApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.sourcesTitle })).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.sourcesCaption });
    const [, sms, wallet] = within(table).getAllByRole('row') as HTMLElement[];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(sms as HTMLElement).slice(0, 6)).toEqual([
      'มือถือกสิกร',
      T.kinds.bank_sms,
      'ธนาคารกสิกรไทย1112227890บจก. ตัวอย่าง',
      '28/11/2026 11:02',
      T.linesCount('12'),
      T.healthy,
    ]);
    expect(cells(wallet as HTMLElement).slice(0, 6)).toEqual([
      'ทรูมันนี่หลัก',
      T.kinds.truemoney,
      T.noAccount,
      T.neverReceived,
      T.linesCount('0'),
      T.silent,
    ]);
  });

  it('switches a source off', async () => {
    const fetchMock = sourcesApi({ 'PATCH /admin/statement-sources/3': () => ok({ ...SMS_SOURCE, is_active: false }) });
    render();
    const toggle = await screen.findByRole('switch', { name: T.activeOf(SMS_SOURCE.name) });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'PATCH', '/admin/statement-sources/3')[0]?.body).toEqual({ isActive: false }),
    );
  });

  it('adds a bank source: the account is required; the token is shown once with the webhook and header', async () => {
    const created: StatementSourceWithToken = {
      ...SMS_SOURCE,
      id: 8,
      name: 'มือถือ SCB',
      deposit_account: { id: 5, bankCode: 'scb', accountNumber: '5556667777', accountName: 'บจก. ตัวอย่าง' },
      token: TOKEN,
    };
    const fetchMock = sourcesApi({ 'POST /admin/statement-sources': () => ok(created, 201) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.addSource }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    fireEvent.change(within(dialog).getByLabelText(T.sourceName), { target: { value: 'มือถือ SCB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(T.accountRequired)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-sources')).toHaveLength(0);
    await within(dialog).findByRole('option', { name: /5556667777/ });
    fireEvent.change(within(dialog).getByLabelText(T.depositAccount), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    const shown = await screen.findByRole('dialog', { name: T.tokenTitle('มือถือ SCB') });
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-sources')[0]?.body).toEqual({
      kind: 'bank_sms',
      name: 'มือถือ SCB',
      depositBankAccountId: 5,
    });
    expect(within(shown).getByText(TOKEN)).toBeTruthy();
    expect(within(shown).getByText(`${location.origin}/api/statements/sms`)).toBeTruthy();
    expect(within(shown).getByText(`Authorization: Bearer ${TOKEN}`)).toBeTruthy();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(shown).getByRole('button', { name: T.copyOf(T.token) }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await within(shown).findByText(T.copied)).toBeTruthy();

    // Closed, it is gone: nothing on the page shows it again.
    fireEvent.click(within(shown).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByText(TOKEN)).toBeNull());
  });

  it('adds a TrueMoney source without an account', async () => {
    const fetchMock = sourcesApi({
      'POST /admin/statement-sources': () => ok({ ...WALLET_SOURCE, id: 9, token: TOKEN }, 201),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.addSource }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    fireEvent.change(within(dialog).getByLabelText(T.sourceKind), { target: { value: 'truemoney' } });
    expect(await within(dialog).findByText(T.noAccountForKind)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.sourceName), { target: { value: 'วอลเล็ทหลัก' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await screen.findByText(TOKEN);
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-sources')[0]?.body).toEqual({
      kind: 'truemoney',
      name: 'วอลเล็ทหลัก',
      depositBankAccountId: null,
    });
  });

  it('makes a new token after a confirmation and shows it', async () => {
    const fetchMock = sourcesApi({
      'POST /admin/statement-sources/3/token': () => ok({ ...SMS_SOURCE, token: TOKEN }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: T.newTokenOf(SMS_SOURCE.name) }));
    const confirm = await screen.findByRole('dialog', { name: T.newTokenTitle });
    expect(within(confirm).getByText(T.newTokenBody(SMS_SOURCE.name))).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-sources/3/token')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: T.newToken }));
    const shown = await screen.findByRole('dialog', { name: T.tokenTitle(SMS_SOURCE.name) });
    expect(within(shown).getByText(TOKEN)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-sources/3/token')).toHaveLength(1);
  });

  it('shows finance the sources without the buttons that change them', async () => {
    sourcesApi();
    render('finance');
    await screen.findByRole('table', { name: T.sourcesCaption });
    expect(screen.queryByRole('button', { name: T.addSource })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: T.newTokenOf(SMS_SOURCE.name) })).toBeNull();
    expect(screen.getByText(T.viewOnlySources)).toBeTruthy();
  });
});
