import { IDEMPOTENCY_KEY_PATTERN, SERVER_MESSAGES, STATUS_LABELS, UI, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { type mockFetch, sentBodies, sentHeaders } from './fetch-mock';
import { locationOf } from './member-routes';
import type { renderRoutes } from './render';

/**
 * The checks the member's withdrawal screens share (the affiliate income's, the mini-game profit's): the form,
 * its refusals, the history and the detail. `submit` is the form's button's name.
 */

type Router = ReturnType<typeof renderRoutes>['router'];

/**
 * The checks of one withdrawal form: its button (`submit`), its "withdraw all" (`all`), the path it POSTs to and
 * the note a waiting withdrawal shows.
 */
export function withdrawalForm(submit: string, all: string, sendPath: string, waitingNote: string) {
  return {
    /** Typing each amount and sending shows its message under the field (`[amount, message]`, in turn). */
    async expectAmountsRefused(user: UserEvent, ...refusals: [string, string][]) {
      const input = await screen.findByLabelText(WALLET.amount);
      for (const [index, [amount, message]] of refusals.entries()) {
        if (index > 0) await user.clear(input);
        await user.type(input, amount);
        await user.click(screen.getByRole('button', { name: submit }));
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
    },

    /**
     * "Withdraw all" fills in `shown`; sending POSTs `{ amount }` once with an Idempotency-Key and opens
     * `detailPath`, a withdrawal of `shown` waiting for the operator.
     */
    async withdrawAll(
      user: UserEvent,
      router: Router,
      fetchMock: ReturnType<typeof mockFetch>,
      [amount, shown]: [number, string],
      detailPath: string,
    ) {
      await user.click(await screen.findByRole('button', { name: all }));
      expect(screen.getByLabelText(WALLET.amount)).toHaveValue(shown);
      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(locationOf(router)).toBe(detailPath));
      expect(sentBodies(fetchMock, 'POST', sendPath)).toEqual([{ amount }]);
      expect(sentHeaders(fetchMock, 'POST', sendPath)[0]?.['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(await screen.findByTestId('amount')).toHaveTextContent(shown);
      expect(screen.getByText(STATUS_LABELS.pending)).toBeInTheDocument();
      expect(screen.getByText(waitingNote)).toBeInTheDocument();
    },

    /** Sending `amount` gets the server's `message` in the alert; OK closes it and the form stays at `url`. */
    async expectServerRefusal(user: UserEvent, router: Router, amount: string, message: string, url: string) {
      await user.type(await screen.findByLabelText(WALLET.amount), amount);
      await user.click(screen.getByRole('button', { name: submit }));
      const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
      expect(alert).toHaveTextContent(message);
      await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
      expect(locationOf(router)).toBe(url);
    },
  };
}

/**
 * The history shows three rows, newest first, in the labels of SPEC §4: waiting (`pendingAmount`), failed (with
 * `rejectedNote`), done; the first opens `firstHref`.
 */
export async function expectHistoryRows({
  pendingAmount,
  rejectedNote,
  firstHref,
}: {
  pendingAmount: string;
  rejectedNote: string;
  firstHref: string;
}) {
  const rows = await screen.findAllByTestId('history-row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText(STATUS_LABELS.pending)).toHaveAttribute('data-state', 'pending');
  expect(within(rows[0]!).getByText(pendingAmount)).toBeInTheDocument();
  expect(within(rows[1]!).getByText(STATUS_LABELS.error)).toBeInTheDocument();
  expect(within(rows[1]!).getByText(rejectedNote)).toBeInTheDocument();
  expect(within(rows[2]!).getByText(STATUS_LABELS.success)).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', firstHref);
}

/** The detail at `url` says `notFound` for an unknown id (404), and the server's not-found text without one. */
export async function expectDetailNotFound(
  renderAt: (url: string) => { unmount(): void },
  url: string,
  notFound: string,
) {
  const first = renderAt(`${url}?id=404`);
  expect(await screen.findByText(notFound)).toBeInTheDocument();
  first.unmount();
  renderAt(url);
  expect(await screen.findByText(SERVER_MESSAGES.notFound)).toBeInTheDocument();
}
