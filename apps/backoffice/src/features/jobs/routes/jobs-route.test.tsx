import type { AdminJob } from '@member/shared';
import { BO_JOBS as T } from '@member/shared/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import JobsRoute from './jobs-route';

const JOBS: AdminJob[] = [
  {
    name: 'retention',
    label: 'ลบข้อมูลที่หมดอายุการเก็บ',
    every_seconds: 3600,
    last_run: {
      started_at: '2026-03-01T17:00:00.000Z',
      finished_at: '2026-03-01T17:00:02.000Z',
      outcome: 'failed',
      error: 'relation "no_such_table" does not exist',
      attempt: 3,
    },
    last_success_at: '2026-03-01T16:00:01.000Z',
    next_run_at: '2026-03-01T18:00:00.000Z',
  },
  {
    name: 'payment-expiry',
    label: 'ปฏิเสธรายการฝากที่ QR หมดเวลา',
    every_seconds: 60,
    last_run: {
      started_at: '2026-03-01T17:29:00.000Z',
      finished_at: '2026-03-01T17:29:00.500Z',
      outcome: 'completed',
      error: null,
      attempt: 1,
    },
    last_success_at: '2026-03-01T17:29:00.500Z',
    next_run_at: '2026-03-01T17:30:00.000Z',
  },
  {
    name: 'chat-snooze',
    label: 'เปิดแชทที่พักไว้เมื่อถึงเวลา',
    every_seconds: 60,
    last_run: null,
    last_success_at: null,
    next_run_at: '2026-03-01T17:30:00.000Z',
  },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('/jobs', () => {
  it('lists each job with its interval, last run and result, last success and next run, in Bangkok time', async () => {
    mockApiAt('/api', { 'GET /admin/jobs': () => ok(JOBS) });
    renderAsOperator([{ path: '/jobs', element: <JobsRoute /> }], '/jobs');
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.tableCaption });
    const [header, failed, completed, never] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(T.columns));
    expect(cellsOf(failed as HTMLElement)).toEqual([
      'ลบข้อมูลที่หมดอายุการเก็บ',
      '1 ชั่วโมง',
      '02/03/2026 00:00',
      `${T.outcomes.failed}${T.attempt(3)}relation "no_such_table" does not exist`,
      '01/03/2026 23:00',
      '02/03/2026 01:00',
      T.runNow,
    ]);
    expect(cellsOf(completed as HTMLElement)).toEqual([
      'ปฏิเสธรายการฝากที่ QR หมดเวลา',
      '1 นาที',
      '02/03/2026 00:29',
      T.outcomes.completed,
      '02/03/2026 00:29',
      '02/03/2026 00:30',
      T.runNow,
    ]);
    expect(cellsOf(never as HTMLElement)).toEqual([
      'เปิดแชทที่พักไว้เมื่อถึงเวลา',
      '1 นาที',
      '-',
      T.never,
      '-',
      '02/03/2026 00:30',
      T.runNow,
    ]);
  });

  it('runs a job now on "รันเดี๋ยวนี้", says how it went and shows its new last run', async () => {
    const ran = {
      ...JOBS[2],
      last_run: {
        started_at: '2026-03-01T17:31:00.000Z',
        finished_at: '2026-03-01T17:31:01.000Z',
        outcome: 'completed' as const,
        error: null,
        attempt: 1,
      },
      last_success_at: '2026-03-01T17:31:01.000Z',
    } as AdminJob;
    let jobs = JOBS;
    const fetchMock = mockApiAt('/api', {
      'GET /admin/jobs': () => ok(jobs),
      'POST /admin/jobs/chat-snooze/run': () => {
        jobs = [JOBS[0], JOBS[1], ran] as AdminJob[];
        return ok(ran);
      },
    });
    renderAsOperator([{ path: '/jobs', element: <JobsRoute /> }], '/jobs');
    fireEvent.click(await screen.findByRole('button', { name: T.runNowJob('เปิดแชทที่พักไว้เมื่อถึงเวลา') }));
    expect(await screen.findByText(T.ran('เปิดแชทที่พักไว้เมื่อถึงเวลา'))).toBeTruthy();
    expect(callsAt(fetchMock, '/api', 'POST', '/admin/jobs/chat-snooze/run')).toHaveLength(1);
    // Its last run and last success, both the new run's end.
    const [lastRun] = await screen.findAllByText('02/03/2026 00:31');
    const row = lastRun?.closest('tr') as HTMLElement;
    expect(within(row).getByText('เปิดแชทที่พักไว้เมื่อถึงเวลา')).toBeTruthy();
    expect(within(row).queryByText(T.never)).toBeNull();
  });
});
