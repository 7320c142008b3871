import { LIMIT_TEXTS, type MemberLimits, UI } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { BreakGate } from '@/shared/ui/break-notice';
import LimitsRoute from './routes/limits-route';

const period = (name: 'day' | 'week' | 'month', limit: number | null, used = 0) => ({
  period: name,
  limit,
  pending: null,
  used,
  left: limit === null ? null : limit - used,
  period_start: '2026-11-24T17:00:00.000Z',
  period_end: '2026-11-25T17:00:00.000Z',
});

const LIMITS: MemberLimits = {
  limits: [
    period('day', 1000, 300),
    { ...period('week', null), pending: { limit: null, effective_at: '2026-11-26T05:00:00.000Z' } },
    period('month', null),
  ],
  break: null,
};

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LimitsRoute', () => {
  it('shows each limit with its usage and a pending change with the day it applies, and saves the limits', async () => {
    const fetchMock = mockFetch({
      'GET /member/limits': () => ({ body: { data: LIMITS } }),
      'PUT /member/limits': () => ({ body: { data: LIMITS } }),
    });
    const { user } = renderAt(<LimitsRoute />);
    const day = await screen.findByRole('textbox', { name: LIMIT_TEXTS.periodLabel('day') });
    expect(day).toHaveValue('1000.00');
    expect(screen.getByText(/ฝากไปแล้ว 300\.00 บาท/)).toBeInTheDocument();
    expect(screen.getByText(/จะมีผลวันที่ 26\/11\/2026 12:00 น\./)).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '500');
    await user.type(screen.getByRole('textbox', { name: LIMIT_TEXTS.periodLabel('month') }), '20000');
    await user.click(screen.getByRole('button', { name: LIMIT_TEXTS.save }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/member/limits')).toEqual([{ day: 500, week: null, month: 20000 }]),
    );
    expect(await screen.findByText(LIMIT_TEXTS.saved)).toBeInTheDocument();
  });

  it('cancels a pending change', async () => {
    const fetchMock = mockFetch({
      'GET /member/limits': () => ({ body: { data: LIMITS } }),
      'PUT /member/limits': () => ({ body: { data: LIMITS } }),
    });
    const { user } = renderAt(<LimitsRoute />);
    await user.click(await screen.findByRole('button', { name: LIMIT_TEXTS.cancelPending }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/member/limits')).toEqual([{ cancel_pending: ['week'] }]));
  });

  it('starts a break only after the member confirms it', async () => {
    const fetchMock = mockFetch({
      'GET /member/limits': () => ({ body: { data: LIMITS } }),
      'POST /member/break': () => ({
        body: {
          data: {
            id: 1,
            kind: '7d',
            started_at: '2026-11-25T05:00:00.000Z',
            ends_at: '2026-12-02T05:00:00.000Z',
            ended_at: null,
          },
        },
      }),
    });
    const { user } = renderAt(<LimitsRoute />);
    await user.click(await screen.findByRole('radio', { name: LIMIT_TEXTS.breakKind['7d'] }));
    await user.click(screen.getByRole('button', { name: LIMIT_TEXTS.startBreak }));
    const dialog = await screen.findByRole('dialog', { name: LIMIT_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent(LIMIT_TEXTS.confirmBody('7d'));
    await user.click(within(dialog).getByRole('button', { name: LIMIT_TEXTS.cancel }));
    expect(sentBodies(fetchMock, 'POST', '/member/break')).toEqual([]);

    await user.click(screen.getByRole('button', { name: LIMIT_TEXTS.startBreak }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LIMIT_TEXTS.confirmTitle })).getByRole('button', {
        name: LIMIT_TEXTS.confirm,
      }),
    );
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/member/break')).toEqual([{ kind: '7d' }]));
    expect(await screen.findByText(LIMIT_TEXTS.breakStarted)).toBeInTheDocument();
  });

  it('shows the server message when a break cannot be shortened', async () => {
    mockFetch({
      'GET /member/limits': () => ({ body: { data: LIMITS } }),
      'POST /member/break': () => ({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: LIMIT_TEXTS.cannotShorten } },
      }),
    });
    const { user } = renderAt(<LimitsRoute />);
    await user.click(await screen.findByRole('button', { name: LIMIT_TEXTS.startBreak }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LIMIT_TEXTS.confirmTitle })).getByRole('button', {
        name: LIMIT_TEXTS.confirm,
      }),
    );
    expect(await screen.findByRole('dialog', { name: UI.alertTitle })).toHaveTextContent(LIMIT_TEXTS.cannotShorten);
  });
});

describe('BreakGate', () => {
  it('shows the actions without a break and the break message instead of them during one', async () => {
    mockFetch({
      'GET /member/limits': () => ({
        body: {
          data: {
            ...LIMITS,
            break: { id: 1, kind: 'indefinite', started_at: '2026-11-25T05:00:00.000Z', ends_at: null, ended_at: null },
          },
        },
      }),
    });
    renderAt(
      <BreakGate>
        <button type="button">ฝากเงิน</button>
      </BreakGate>,
    );
    expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeInTheDocument();
    expect(await screen.findByText(LIMIT_TEXTS.onBreak(null))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ฝากเงิน' })).not.toBeInTheDocument();
  });
});
