import { TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { BO_MONEY } from '@member/shared/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAt, mockApiAt, ok } from '@/shared/test/fetch-mock';
import { renderAsOperator } from '@/shared/test/render';
import { BONUSES, INELIGIBLE, NO_PROMOTION, page, WITH_BONUS } from '../test/fixtures';
import DepositsQueueRoute from './deposits-queue-route';

afterEach(() => vi.unstubAllGlobals());

// Selecting a row scrolls it into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => {};

const render = () =>
  renderAsOperator([{ path: '/money/deposits', element: <DepositsQueueRoute /> }], '/money/deposits');

function depositsApi() {
  return mockApiAt('/api', {
    'GET /admin/deposits': () => ok(page([WITH_BONUS, INELIGIBLE, NO_PROMOTION])),
    'GET /admin/promotions/deposit-bonuses': () => ok(BONUSES),
  });
}

/** The queue's rows below its header, once the bonuses have arrived. */
async function queueRows() {
  const table = await screen.findByRole('table', { name: BO_MONEY.depositsCaption });
  await within(table).findByText(`${T.depositBonus} 500.00`);
  return within(table).getAllByRole('row').slice(1) as HTMLElement[];
}

describe('/money/deposits: the bonus a deposit’s promotion pays', () => {
  it('asks once for the page’s deposits that name a promotion', async () => {
    const fetchMock = depositsApi();
    render();
    await queueRows();
    const calls = callsAt(fetchMock, '/api', 'GET', '/admin/promotions/deposit-bonuses');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.search).toBe(`?ids=${WITH_BONUS.id},${INELIGIBLE.id}`);
  });

  it('shows beside the amount the bonus and the turnover, or that none is paid and why', async () => {
    depositsApi();
    render();
    const [withBonus, ineligible, noPromotion] = await queueRows();
    expect(within(withBonus!).getByText('500.00')).toBeTruthy();
    expect(within(withBonus!).getByText(`${T.depositTurnover} 5,000.00`)).toBeTruthy();
    expect(within(ineligible!).getByText(T.depositIneligible)).toBeTruthy();
    expect(within(ineligible!).getByText('รับโปรโมชั่นนี้ครบแล้ววันนี้')).toBeTruthy();
    expect(within(noPromotion!).queryByText(T.depositIneligible)).toBeNull();
    expect(within(noPromotion!).queryByText(new RegExp(T.depositBonus))).toBeNull();
  });

  it('shows in the approval dialog the amount, the bonus, what is credited in all and the turnover it opens', async () => {
    depositsApi();
    render();
    await queueRows();
    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('สมชาย ใจดี') }));
    const dialog = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) });
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts[BO_MONEY.amount]).toBe('500.00');
    expect(facts[T.depositBonus]).toBe('500.00 · ฝากแรกรับ 100%');
    expect(facts[T.depositTotal]).toBe('1,000.00');
    expect(facts[T.depositTurnover]).toBe('5,000.00');
  });

  it('says in the dialog that an ineligible deposit gets no bonus, and that one without a promotion takes none', async () => {
    depositsApi();
    render();
    await queueRows();
    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('สมศรี ใจดี') }));
    const dialog = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) });
    expect(within(dialog).getByText(`${T.depositIneligible} · รับโปรโมชั่นนี้ครบแล้ววันนี้`)).toBeTruthy();
    expect(within(dialog).queryByText(T.depositTotal)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: BO_MONEY.approveRow('มานี ใจดี') }));
    const other = await screen.findByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) });
    expect(within(other).getByText(T.depositNoBonus)).toBeTruthy();
  });
});
