import type { OperatorRole, StatementFileImport } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, type Handler, mockApiAt, ok, refusal } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { STATEMENT_FILE_ACCEPT } from '../components/upload-dialog';
import { FILE_SOURCE, FILE_SOURCE_OFF, page, SMS_SOURCE, WAITING } from '../test/fixtures';
import StatementLinesRoute from './statement-lines-route';

afterEach(() => vi.unstubAllGlobals());

const IMPORTED: StatementFileImport = {
  lines: 12,
  stored: 10,
  duplicates: 2,
  matched: 7,
  review: 3,
  skipped: 5,
  rejected: [
    { row: 14, reason: 'bad-amount' },
    { row: 20, reason: 'outside-period' },
  ],
};

function linesApi(sources = [SMS_SOURCE, FILE_SOURCE, FILE_SOURCE_OFF], extra: Record<string, Handler> = {}) {
  return mockApiAt('/api', {
    'GET /admin/statement-lines': () => ok(page([WAITING])),
    'GET /admin/statement-sources': () => ok(sources),
    ...extra,
  });
}

const render = (role: OperatorRole = 'admin') =>
  renderAsOperator([{ path: '/statement-lines', element: <StatementLinesRoute /> }], '/statement-lines', role);

async function openUpload() {
  fireEvent.click(await screen.findByRole('button', { name: T.upload }));
  return screen.findByRole('dialog', { name: T.uploadTitle });
}

const csv = () => new File(['Date,Amount\n'], 'statement.csv', { type: 'text/csv' });

function chooseFile(dialog: HTMLElement, file = csv()) {
  const input = within(dialog).getByLabelText(T.uploadFile, { exact: false }) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe('/statement-lines: uploading a statement file', () => {
  it('offers only the active statement-file sources, sends the source and the file, and says what became of the rows', async () => {
    const fetchMock = linesApi(undefined, { 'POST /admin/statement-files': () => ok(IMPORTED) });
    render();
    await screen.findByRole('table', { name: T.linesCaption });
    const dialog = await openUpload();
    const select = within(dialog).getByRole('combobox', { name: T.uploadSource }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((option) => option.textContent)).toEqual([
        T.chooseSource,
        `${FILE_SOURCE.name} (1112227890)`,
      ]),
    );
    // The only one is chosen already.
    expect(select.value).toBe(String(FILE_SOURCE.id));
    const input = chooseFile(dialog);
    expect(input.accept).toBe(STATEMENT_FILE_ACCEPT);
    expect(within(dialog).getByText('statement.csv')).toBeTruthy();
    const listed = callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').length;
    fireEvent.click(within(dialog).getByRole('button', { name: T.uploadSubmit }));

    const status = await within(dialog).findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'อ่านได้ 12 รายการ: ใหม่ 10, ซ้ำ 2 (ข้าม), จับคู่อัตโนมัติ 7, รอตรวจสอบ 3; ข้าม 5 แถวที่ไม่ใช่เงินเข้า',
      ),
    );
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      T.rejectedRow(14, T.rejectReasons['bad-amount'] as string),
      T.rejectedRow(20, T.rejectReasons['outside-period'] as string),
    ]);
    const [call] = callsAt(fetchMock, '/api', 'POST', '/admin/statement-files');
    const body = call?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('sourceId')).toBe(String(FILE_SOURCE.id));
    expect((body.get('file') as File).name).toBe('statement.csv');
    // The lines it stored show in the list.
    await waitFor(() =>
      expect(callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').length).toBeGreaterThan(listed),
    );
  });

  it('asks for the source and the file before sending anything', async () => {
    const fetchMock = linesApi([FILE_SOURCE, { ...FILE_SOURCE, id: 7, name: 'ไฟล์ไทยพาณิชย์' }]);
    render();
    const dialog = await openUpload();
    await within(dialog).findByRole('option', { name: /ไฟล์ไทยพาณิชย์/ });
    fireEvent.click(within(dialog).getByRole('button', { name: T.uploadSubmit }));
    expect(await within(dialog).findByText(T.sourceRequired)).toBeTruthy();
    expect(within(dialog).getByText(T.fileRequired)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/statement-files')).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog (a file of the wrong layout, a source switched off)', async () => {
    let answer = refusal(400, 'รูปแบบไฟล์ไม่ตรงกับธนาคารของบัญชีนี้', 'BAD_REQUEST');
    linesApi(undefined, { 'POST /admin/statement-files': () => answer });
    render();
    const dialog = await openUpload();
    await within(dialog).findByRole('option', { name: /ไฟล์กสิกร/ });
    chooseFile(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: T.uploadSubmit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('รูปแบบไฟล์ไม่ตรงกับธนาคารของบัญชีนี้');

    answer = refusal(403, 'แหล่งข้อมูลนี้ถูกปิดอยู่', 'FORBIDDEN');
    chooseFile(dialog, new File(['x'], 'other.csv', { type: 'text/csv' }));
    // A new file clears the last refusal.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: T.uploadSubmit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('แหล่งข้อมูลนี้ถูกปิดอยู่');
    expect(within(dialog).getByRole('status').textContent).toBe('');
  });

  it('without an active statement-file source, says where to make one', async () => {
    linesApi([SMS_SOURCE, FILE_SOURCE_OFF]);
    render();
    const dialog = await openUpload();
    expect(await within(dialog).findByText(T.noFileSources, { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: T.addFileSource }).getAttribute('href')).toBe('/statement-sources');
    expect(within(dialog).queryByRole('button', { name: T.uploadSubmit })).toBeNull();
  });

  it('reads the sources again as it opens: a statement-file source made since is offered', async () => {
    let sources = [SMS_SOURCE];
    mockApiAt('/api', {
      'GET /admin/statement-lines': () => ok(page([WAITING])),
      'GET /admin/statement-sources': () => ok(sources),
    });
    render();
    await screen.findByRole('option', { name: SMS_SOURCE.name });
    sources = [SMS_SOURCE, FILE_SOURCE];
    const dialog = await openUpload();
    const select = within(dialog).getByRole('combobox', { name: T.uploadSource }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(String(FILE_SOURCE.id)));
    expect(within(dialog).queryByText(T.noFileSources, { exact: false })).toBeNull();
  });

  it('is not offered to an operator who does not decide on money', async () => {
    linesApi();
    render('support');
    await screen.findByRole('table', { name: T.linesCaption });
    expect(screen.queryByRole('button', { name: T.upload })).toBeNull();
  });
});
