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

/** Typing each amount and sending shows its message under the field (`[amount, message]`, in turn). */
export async function expectAmountsRefused(user: UserEvent, submit: string, ...refusals: [string, string][]) {
  const input = await screen.findByLabelText(WALLET.amount);
  for (const [index, [amount, message]] of refusals.entries()) {
    if (index > 0) await user.clear(input);
    await user.type(input, amount);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
}

/** "Withdraw all" fills in `shown`; sending opens `detailPath`. */
export async function withdrawAll(
  user: UserEvent,
  router: Router,
  { all, submit, shown, detailPath }: { all: string; submit: string; shown: string; detailPath: string },
) {
  await user.click(await screen.findByRole('button', { name: all }));
  expect(screen.getByLabelText(WALLET.amount)).toHaveValue(shown);
  await user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(locationOf(router)).toBe(detailPath));
}

/** `body` was POSTed to `path` once, with an Idempotency-Key. */
export function expectSentOnceWithKey(fetchMock: ReturnType<typeof mockFetch>, path: string, body: unknown) {
  expect(sentBodies(fetchMock, 'POST', path)).toEqual([body]);
  expect(sentHeaders(fetchMock, 'POST', path)[0]?.['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
}

/** The detail shows a new withdrawal of `amount`, waiting, with `note` (what the operator does next). */
export async function expectWaitingWithdrawal(amount: string, note: string) {
  expect(await screen.findByTestId('amount')).toHaveTextContent(amount);
  expect(screen.getByText(STATUS_LABELS.pending)).toBeInTheDocument();
  expect(screen.getByText(note)).toBeInTheDocument();
}

/** Sending `amount` gets the server's `message` in the alert; OK closes it and the form stays at `url`. */
export async function expectServerRefusal(
  user: UserEvent,
  router: Router,
  { amount, submit, message, url }: { amount: string; submit: string; message: string; url: string },
) {
  await user.type(await screen.findByLabelText(WALLET.amount), amount);
  await user.click(screen.getByRole('button', { name: submit }));
  const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
  expect(alert).toHaveTextContent(message);
  await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
  expect(locationOf(router)).toBe(url);
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
