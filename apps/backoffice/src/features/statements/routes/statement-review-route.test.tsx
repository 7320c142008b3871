import { VALIDATION } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, type Handler, mockApiAt, ok, refusal } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { CANDIDATES, page, SOMCHAI, UNREADABLE, WAITING } from '../test/fixtures';
import StatementReviewRoute from './statement-review-route';

afterEach(() => vi.unstubAllGlobals());

/** The queue: the waiting line and the unreadable one, until `decided` is set. */
function queueApi(extra: Record<string, Handler> = {}) {
  const state = { decided: false };
  const fetchMock = mockApiAt('/api', {
    'GET /admin/statement-lines': ({ search }) =>
      ok(page(state.decided ? [] : new URLSearchParams(search).get('state') === 'review' ? [WAITING] : [UNREADABLE])),
    [`GET /admin/statement-lines/${WAITING.id}/candidates`]: () => ok(CANDIDATES),
    ...extra,
  });
  return { fetchMock, state };
}

const render = () =>
  renderAsOperator([{ path: '/statement-review', element: <StatementReviewRoute /> }], '/statement-review');

async function openWaiting() {
  fireEvent.click(await screen.findByRole('button', { name: T.openLine(WAITING.id) }));
  return screen.findByRole('dialog', { name: T.lineTitle(WAITING.id) });
}

describe('/statement-review', () => {
  it('lists the lines waiting for review and the unreadable ones, with their text and reason', async () => {
    const { fetchMock } = queueApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: T.reviewTitle })).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.reviewCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(WAITING.raw)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(T.reasons.several_candidates)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(UNREADABLE.raw)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(T.states.unparsed)).toBeTruthy();
    const searches = callsAt(fetchMock, '/api', 'GET', '/admin/statement-lines').map((call) => call.search);
    expect(searches).toContain('?state=review&page=1&limit=100');
    expect(searches).toContain('?state=unparsed&page=1&limit=100');
  });

  it('opens a line with its candidates: the requests side by side with the line, the members fitting the sender', async () => {
    queueApi();
    render();
    const dialog = await openWaiting();
    const requests = await within(dialog).findByRole('table', { name: T.requestsCaption });
    const [, first] = within(requests).getAllByRole('row') as HTMLElement[];
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'สมชาย ใจดี0812345678ธนาคารกสิกรไทย 1234567890',
      '500.00',
      '500.00',
      '28/11/2026 10:58',
      '28/11/2026 11:02',
      T.match,
    ]);
    const members = within(dialog).getByRole('table', { name: T.membersCaption });
    expect(within(members).getByText(SOMCHAI.name)).toBeTruthy();
  });

  it('matches a line to a request with the note, then the queue refreshes', async () => {
    const { fetchMock, state } = queueApi({
      [`POST /admin/statement-lines/${WAITING.id}/match`]: () => {
        state.decided = true;
        return ok({ ...WAITING, state: 'matched_manual', member: SOMCHAI, deposit_id: 1301 });
      },
    });
    render();
    const dialog = await openWaiting();
    fireEvent.click(await within(dialog).findByRole('button', { name: T.matchRequest(1301, SOMCHAI.name) }));
    const confirm = await screen.findByRole('dialog', { name: T.matchTitle });
    expect(within(confirm).getByText(T.matchToRequest(1301))).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText(T.matchNote), { target: { value: ' โอนจากบัญชีภรรยา ' } });
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmMatch }));
    expect(await screen.findByText(T.matched('500.00', SOMCHAI.name))).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', `/admin/statement-lines/${WAITING.id}/match`)[0]?.body).toEqual({
      depositId: 1301,
      note: 'โอนจากบัญชีภรรยา',
    });
    expect(await screen.findByText(T.reviewEmpty)).toBeTruthy();
  });

  it('matches a line to a member without a request, with no note', async () => {
    const { fetchMock } = queueApi({
      [`POST /admin/statement-lines/${WAITING.id}/match`]: () => ok({ ...WAITING, state: 'matched_manual' }),
    });
    render();
    const dialog = await openWaiting();
    fireEvent.click(await within(dialog).findByRole('button', { name: T.matchMember(SOMCHAI.name) }));
    const confirm = await screen.findByRole('dialog', { name: T.matchTitle });
    expect(within(confirm).getByText(T.matchWithoutRequest)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmMatch }));
    await screen.findByText(T.matched('500.00', SOMCHAI.name));
    expect(callsAt(fetchMock, '/api', 'POST', `/admin/statement-lines/${WAITING.id}/match`)[0]?.body).toEqual({
      memberId: SOMCHAI.id,
    });
  });

  it('dismisses a line only with a note', async () => {
    const { fetchMock } = queueApi({
      [`POST /admin/statement-lines/${WAITING.id}/dismiss`]: () => ok({ ...WAITING, state: 'dismissed' }),
    });
    render();
    const dialog = await openWaiting();
    fireEvent.click(within(dialog).getByRole('button', { name: T.dismiss }));
    const confirm = await screen.findByRole('dialog', { name: T.dismissTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmDismiss }));
    expect(await within(confirm).findByText(VALIDATION.reasonRequired)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', `/admin/statement-lines/${WAITING.id}/dismiss`)).toHaveLength(0);
    fireEvent.change(within(confirm).getByLabelText(T.dismissNote), { target: { value: 'ยอดทดสอบจากธนาคาร' } });
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmDismiss }));
    expect(await screen.findByText(T.dismissed(WAITING.id))).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', `/admin/statement-lines/${WAITING.id}/dismiss`)[0]?.body).toEqual({
      note: 'ยอดทดสอบจากธนาคาร',
    });
  });

  it('shows the server’s message and refreshes when someone else decided the line first (409)', async () => {
    const message = 'รายการนี้ถูกดำเนินการไปแล้ว';
    const { fetchMock, state } = queueApi({
      [`POST /admin/statement-lines/${WAITING.id}/match`]: () => {
        state.decided = true;
        return refusal(409, message, 'CONFLICT');
      },
    });
    render();
    const dialog = await openWaiting();
    fireEvent.click(await within(dialog).findByRole('button', { name: T.matchRequest(1302, 'สมศรี มีสุข') }));
    const confirm = await screen.findByRole('dialog', { name: T.matchTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmMatch }));
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')?.textContent).toContain(T.refreshedAfterConflict);
    expect(await screen.findByText(T.reviewEmpty)).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', `/admin/statement-lines/${WAITING.id}/match`)[0]?.body).toEqual({
      depositId: 1302,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
