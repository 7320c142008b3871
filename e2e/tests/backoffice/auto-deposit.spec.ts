import type { DepositRow, StatementFileImport, StatementSourceWithToken } from '@member/shared';
import { BO_ACTIONS, BO_STATEMENTS as T } from '@member/shared/backoffice';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, newMember, operatorApi, registerByApi, shot, waitForJson } from '../helpers';
import { autoDepositsOn, forward, scbCreditSms } from '../statement-helpers';
import { signInBackoffice } from './helpers';

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
/** A name no other run's member has (names take Thai letters and digits only), for the candidate's button. */
const uniqueLastName = () =>
  `ฝากเอง${Array.from({ length: 6 }, () => THAI_DIGITS[Math.floor(Math.random() * 10)]).join('')}`;

const two = (n: number) => String(n).padStart(2, '0');
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The receiving account's statement export for today (Bangkok), in its bank's layout: one credit of `amount`
 * from a sender nobody knows, a debit, and a row whose amount cannot be read.
 */
function statementFile(bankCode: string, accountNumber: string, amount: number): Buffer {
  const local = new Date(Date.now() + 7 * 3_600_000);
  const day = `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  if (bankCode === 'kbnk') {
    // K BIZ prints the account masked; its visible digits must be the account's.
    const digits = accountNumber.replace(/\D/g, '');
    const masked = `XXX-X-XX${digits.slice(-4, -1)}-${digits.slice(-1)}`;
    const short = `${two(local.getUTCDate())}-${two(local.getUTCMonth() + 1)}-${String(local.getUTCFullYear()).slice(2)}`;
    const lines = [
      'รายการเดินบัญชีเงินฝากออมทรัพย์ (มีรายละเอียด),,,,,,,,,,,,',
      'K-DEPOSIT STATEMENT OF SAVING ACCOUNT (WITH DETAIL),,,,,,,,,,,,',
      `,,,,,,,Account Number,,,,${masked},`,
      `,,,,,,,Period,,,,${day} - ${day},`,
      ',Date,"Time/\nEff.Date",Descriptions,Withdrawal,,Deposit,,"Outstanding\nBalance",,Channel,,Details',
      `,${short},,Beginning Balance,,,,,"10,000.00",,,,`,
      `,${short},${time},Transfer Deposit,,,"${money(amount)}",,"1.00",,K PLUS,,From KTB X0052 NOBODY KNOWN++`,
      `,${short},${time},Transfer Withdrawal,"300.00",,,,"7,200.25",,K BIZ,,To KTB X5432 SOMSRI++`,
      `,${short},${time},Transfer Deposit,,,"12O.00",,"1.00",,K PLUS,,From KTB X0052 NOBODY KNOWN++`,
    ];
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
  }
  if (bankCode === 'scb') {
    const lines = [
      ['Date', 'Time', 'Transaction', 'Channel', 'Description', 'Chq No', 'Withdrawal', 'Deposits', 'Balance'],
      [day, time, 'X1', 'ENET', 'กรุงไทย (KTB) /X005200', '', '', `+${money(amount)}`, '+20,000.00'],
      [day, time, 'X2', 'ENET', 'To KTB X5432', '', '-300.00', '', '+19,700.00'],
      [day, time, 'X1', 'ENET', 'กรุงไทย (KTB) /X005200', '', '', '+12O.00', '+19,820.00'],
    ];
    return Buffer.from(`${lines.map((cells) => cells.join('\t')).join('\r\n')}\r\n`);
  }
  throw new Error(`no statement layout for the active account's bank ${bankCode}`);
}

/** The row of the queue or the lines list that holds line `id` (its button names it). */
const rowOf = (page: Page, button: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: button, exact: true }) });

test('auto deposits in the back office: a round transfer matched by hand, an unreadable one dismissed, a statement file uploaded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, source, restore } = await autoDepositsOn(request);
  let fileSource: StatementSourceWithToken | null = null;
  try {
    // A member asks to deposit 300: the answer asks for a unique amount of the same whole baht.
    const member = { ...newMember(), lastName: uniqueLastName() };
    const name = `${member.firstName} ${member.lastName}`;
    await registerByApi(request, member);
    const login = await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
      body: { tel: member.tel, password: member.password },
    });
    const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
      token: login.access_token,
      body: { amount: 300 },
    });
    expect(deposit.amount).toBeGreaterThan(300);
    expect(deposit.amount).toBeLessThan(301);

    // They transfer a round 300.00 instead: the line waits for an operator. So does a text nobody can read.
    const round = await forward(request, source.token, scbCreditSms(account.accountNumber, 300));
    expect(round.state).toBe('review');
    const unreadable = await forward(request, source.token, `แจ้งเตือนบัญชี ${Date.now()} กรุณาติดต่อสาขา`);
    expect(unreadable.state).toBe('unparsed');

    // The operator opens the queue from the menu and the waiting line.
    await signInBackoffice(page);
    await page.getByRole('link', { name: T.menu.review, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.reviewTitle })).toBeVisible();
    const queue = page.getByRole('table', { name: T.reviewCaption });
    await expect(rowOf(page, T.openLine(round.id))).toBeVisible();
    await expect(rowOf(page, T.openLine(round.id))).toContainText('300.00');
    await page.getByRole('button', { name: T.openLine(round.id), exact: true }).click();
    const review = page.getByRole('dialog', { name: T.lineTitle(round.id) });
    await expect(review).toBeVisible();

    // The member is among the candidates: their request is of the same whole baht.
    const members = review.getByRole('region', { name: T.membersTitle });
    const matchMember = members.getByRole('button', { name: T.matchMember(name), exact: true });
    await expect(matchMember).toBeVisible();
    await expectAxeClean(page, 'review dialog');
    await shot(page, 'bo-auto-deposit-review-dialog');

    await matchMember.click();
    const confirm = page.getByRole('dialog', { name: T.matchTitle });
    await expect(confirm).toContainText(T.matchBody('300.00', name, member.tel));
    await expect(confirm).toContainText(T.matchWithoutRequest);
    await expectAxeClean(page, 'match confirmation');
    await shot(page, 'bo-auto-deposit-match-confirm');
    await confirm.getByRole('button', { name: T.confirmMatch }).click();
    await expect(page.getByText(T.matched('300.00', name), { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(review).toBeHidden();
    await expect(queue.getByRole('button', { name: T.openLine(round.id), exact: true })).toHaveCount(0);
    const credit = await apiCall<{ credit: number }>(request, 'GET', '/credit', { token: login.access_token });
    expect(credit.credit).toBe(300);

    // The unreadable line: dismissed with a note.
    await page.getByRole('button', { name: T.openLine(unreadable.id), exact: true }).click();
    const unreadableReview = page.getByRole('dialog', { name: T.lineTitle(unreadable.id) });
    await unreadableReview.getByRole('button', { name: T.dismiss, exact: true }).click();
    const dismiss = page.getByRole('dialog', { name: T.dismissTitle });
    await dismiss.getByLabel(T.dismissNote).fill('ข้อความแจ้งเตือนของธนาคาร ไม่ใช่ยอดเงินเข้า');
    await dismiss.getByRole('button', { name: T.confirmDismiss }).click();
    await expect(page.getByText(T.dismissed(unreadable.id), { exact: true })).toBeVisible();
    await expect(queue.getByRole('button', { name: T.openLine(unreadable.id), exact: true })).toHaveCount(0);
    await shot(page, 'bo-auto-deposit-queue-after');

    // The lines screen: the round transfer was matched by an operator, the unreadable one not imported.
    await page.getByRole('link', { name: T.menu.lines, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.linesTitle })).toBeVisible();
    await expect(rowOf(page, T.showRawOf(round.id))).toContainText(T.states.matched_manual);
    await expect(rowOf(page, T.showRawOf(round.id))).toContainText(name);
    await expect(rowOf(page, T.showRawOf(unreadable.id))).toContainText(T.states.dismissed);

    // A statement file of the same account, through its own source.
    const accounts = await operatorApi<{ id: number; bankCode: string; accountNumber: string }[]>(
      request,
      'GET',
      '/deposit-bank-accounts',
    );
    const bankCode = accounts.find((row) => row.id === account.id)?.bankCode ?? '';
    fileSource = await operatorApi<StatementSourceWithToken>(request, 'POST', '/statement-sources', {
      kind: 'statement_file',
      name: 'ไฟล์ Statement (e2e)',
      depositBankAccountId: account.id,
    });
    const amount = 1000 + Math.floor(Math.random() * 9000) + Math.floor(Math.random() * 100) / 100;
    const file = statementFile(bankCode, account.accountNumber, amount);

    await page.getByRole('button', { name: T.upload, exact: true }).click();
    const upload = page.getByRole('dialog', { name: T.uploadTitle });
    await upload.getByLabel(T.uploadSource).selectOption(String(fileSource.id));
    await upload.getByLabel(T.uploadFile).setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: file });
    await expect(upload.getByText('statement.csv', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'upload dialog');
    const answered = waitForJson<StatementFileImport>(page, 'POST', '/api/admin/statement-files');
    await upload.getByRole('button', { name: T.uploadSubmit, exact: true }).click();
    const imported = await answered;
    expect(imported).toMatchObject({ lines: 1, stored: 1, duplicates: 0, matched: 0, review: 1 });
    expect(imported.rejected.map((row) => row.reason)).toEqual(['bad-amount']);
    const summary = upload.getByRole('status');
    await expect(summary).toContainText(T.importSummary(imported));
    await expect(summary.getByRole('listitem')).toHaveText([
      T.rejectedRow(imported.rejected[0]!.row, T.rejectReasons['bad-amount']!),
    ]);
    await expectAxeClean(page, 'upload dialog with its summary');
    await shot(page, 'bo-auto-deposit-upload-summary');
    await upload.getByRole('button', { name: BO_ACTIONS.close, exact: true }).click();
    // The new line is in the list, waiting.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: money(amount) })
        .first(),
    ).toContainText(T.states.review);
  } finally {
    await restore();
    if (fileSource) await operatorApi(request, 'PATCH', `/statement-sources/${fileSource.id}`, { isActive: false });
  }
});
