import { type DepositRow, SLIP_TEXTS, type SlipAnswer, STATUS_LABELS, UPLOAD_FILE_FIELD, WALLET } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { depositRow, signInWallet } from '@/features/wallet/test/fixtures';
import type { MockReply } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const SLIP_PATH = '/member/deposits/42/slip';

/** The detail of deposit 42 as `row`; `slip` answers its slip upload. */
function openDetail(row: DepositRow, slip?: () => MockReply | Promise<MockReply>) {
  const fetchMock = signInWallet({
    'GET /member/deposit/42': () => ({ body: { data: row } }),
    ...(slip ? { [`POST ${SLIP_PATH}`]: slip } : {}),
  });
  return { fetchMock, ...renderRoutes(routes, '/tx/deposit-detail?id=42') };
}

const slipSection = () => screen.queryByRole('region', { name: SLIP_TEXTS.title });
/** The slip's own status region (the page has the toasts' too). */
const slipStatus = () => within(screen.getByRole('region', { name: SLIP_TEXTS.title })).getByRole('status');
const chooser = () => screen.getByLabelText(SLIP_TEXTS.choose);
const sendButton = () => screen.getByRole('button', { name: SLIP_TEXTS.upload });
const png = () => new File(['png!'], 'slip.png', { type: 'image/png' });

/** The calls to the slip route and the bodies they carried. */
function slipCalls(fetchMock: ReturnType<typeof signInWallet>) {
  return fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(SLIP_PATH));
}

function answer(result: SlipAnswer['result'], deposit: DepositRow): MockReply {
  return { body: { data: { result, deposit } } };
}

describe('/tx/deposit-detail: the transfer slip (issue 30 §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers the slip on a waiting bank deposit, sending only once a file is chosen', async () => {
    openDetail(depositRow());
    const region = await screen.findByRole('region', { name: SLIP_TEXTS.title });
    expect(within(region).getByRole('heading', { name: SLIP_TEXTS.title })).toBeInTheDocument();
    expect(within(region).getByText(SLIP_TEXTS.hint)).toBeInTheDocument();
    const input = chooser();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription(SLIP_TEXTS.hint);
    expect(sendButton()).toBeDisabled();
    // Where to transfer stays on the page.
    expect(screen.getByRole('region', { name: WALLET.transferTo })).toBeInTheDocument();
  });

  it.each([
    ['a gateway deposit', depositRow({ type: 'cp', reference: 'REF123' })],
    ['a deposit an operator entered', depositRow({ type: 'manual' })],
    ['an approved bank deposit', depositRow({ status: 'approved' })],
    ['a rejected bank deposit', depositRow({ status: 'rejected' })],
  ])('offers no slip on %s', async (_, row) => {
    openDetail(row);
    expect(await screen.findByTestId('amount')).toBeInTheDocument();
    expect(slipSection()).not.toBeInTheDocument();
  });

  it('sends the slip as multipart and shows the deposit approved at once', async () => {
    let release: () => void = () => undefined;
    const { fetchMock, user } = openDetail(depositRow(), async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer('approved', depositRow({ status: 'approved' }));
    });
    await screen.findByRole('region', { name: SLIP_TEXTS.title });
    const slip = png();
    await user.upload(chooser(), slip);
    expect(screen.getByTestId('slip-file')).toHaveTextContent('slip.png');
    await user.click(sendButton());

    expect(await waitFor(slipStatus)).toHaveTextContent(SLIP_TEXTS.verifying);
    expect(sendButton()).toBeDisabled();
    const [call] = slipCalls(fetchMock);
    const init = call?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get(UPLOAD_FILE_FIELD)).toBe(slip);
    expect(init?.headers).not.toHaveProperty('Content-Type');

    release();
    await waitFor(() => expect(slipStatus()).toHaveTextContent(SLIP_TEXTS.approved));
    expect(screen.getByText(STATUS_LABELS.success)).toBeInTheDocument();
    expect(screen.queryByText(WALLET.depositPendingNote)).not.toBeInTheDocument();
    // The form goes with the waiting state; the outcome stays under the slip's title.
    expect(
      within(screen.getByRole('region', { name: SLIP_TEXTS.title })).queryByRole('button'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: WALLET.transferTo })).not.toBeInTheDocument();
    expect(slipCalls(fetchMock)).toHaveLength(1);
  });

  it('says an unreadable slip is left for an operator', async () => {
    const { user } = openDetail(depositRow(), () => answer('review', depositRow()));
    await screen.findByRole('region', { name: SLIP_TEXTS.title });
    await user.upload(chooser(), png());
    await user.click(sendButton());
    await waitFor(() => expect(slipStatus()).toHaveTextContent(SLIP_TEXTS.review));
    expect(screen.getByText(WALLET.depositPendingNote)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in an alert and keeps the form usable", async () => {
    let refuse = true;
    const { fetchMock, user } = openDetail(depositRow(), () =>
      refuse
        ? { status: 422, body: { error: { code: 'SLIP_USED', message: SLIP_TEXTS.errors.used } } }
        : answer('review', depositRow()),
    );
    await screen.findByRole('region', { name: SLIP_TEXTS.title });
    await user.upload(chooser(), png());
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SLIP_TEXTS.errors.used);
    expect(sendButton()).toBeEnabled();
    expect(chooser()).toBeEnabled();

    refuse = false;
    await user.click(sendButton());
    await waitFor(() => expect(slipStatus()).toHaveTextContent(SLIP_TEXTS.review));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(slipCalls(fetchMock)).toHaveLength(2);
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'slip.gif', { type: 'image/gif' })],
    ['a text file', new File(['hello'], 'slip.txt', { type: 'text/plain' })],
    ['a PNG over the upload limit', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })],
  ])('refuses %s without sending it', async (_, file) => {
    const { fetchMock, user } = openDetail(depositRow(), () => answer('review', depositRow()));
    await screen.findByRole('region', { name: SLIP_TEXTS.title });
    // The picker's filter is only a hint: a member may still pick any file.
    await userEvent.setup({ applyAccept: false }).upload(chooser(), file);
    expect(screen.getByRole('alert')).toHaveTextContent(SLIP_TEXTS.errors.notImage);
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(slipCalls(fetchMock)).toHaveLength(0);

    // A good slip afterwards clears the refusal.
    await user.upload(chooser(), png());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });
});
