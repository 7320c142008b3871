import {
  ACCESS_TOKEN_KEY,
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  LABELS,
  POPUP_BANNER_FLAG_KEY,
  SERVER_MESSAGES,
  UI,
  VALIDATION,
} from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/shared/lib/browser';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { mockFetch, sentBodies, sentHeaders } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import LoginDialog from './login-dialog';

const PROFILE = { first_name: 'สมชาย', last_name: 'ใจดี', tel: '0812345678', member_level: 'normal' };
const loginOk = () => ({ body: { data: { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 } } });

describe('LoginDialog', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useDialogStore.getState().setShowLoginModal(true);
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    vi.spyOn(browser, 'replaceUrl').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function fillAndSubmit(user: ReturnType<typeof renderAt>['user'], tel: string, password: string) {
    const dialog = await screen.findByRole('dialog', { name: UI.login });
    if (tel) await user.type(within(dialog).getByLabelText(LABELS.tel), tel);
    if (password) await user.type(within(dialog).getByLabelText(LABELS.password), password);
    await user.click(within(dialog).getByRole('button', { name: UI.login }));
  }

  it('asks for both fields without calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAt(<LoginDialog />);
    await fillAndSubmit(user, '0812345678', '');
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(VALIDATION.loginMissingFields);
    // The dialog's logo may be fetched; the login call must not be.
    expect(sentBodies(fetchMock, 'POST', '/member/login')).toHaveLength(0);
  });

  it('keeps only digits in the phone field', async () => {
    mockFetch({});
    const { user } = renderAt(<LoginDialog />);
    const tel = await screen.findByLabelText(LABELS.tel);
    await user.type(tel, '08-1a2');
    expect(tel).toHaveValue('0812');
    expect(tel).toHaveAttribute('type', 'tel');
    expect(tel).toHaveAttribute('inputmode', 'numeric');
  });

  it("shows the server's message in แจ้งเตือน / ตกลง", async () => {
    mockFetch({
      'POST /member/login': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.loginFailed } },
      }),
    });
    const { user } = renderAt(<LoginDialog />);
    await fillAndSubmit(user, '0812345678', 'wrong');
    const alert = await screen.findByRole('dialog', { name: 'แจ้งเตือน' });
    expect(alert).toHaveTextContent(SERVER_MESSAGES.loginFailed);
    await user.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('dialog', { name: UI.alertTitle })).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores the token, sets the popup flag, closes and reloads', async () => {
    const fetchMock = mockFetch({ 'POST /member/login': loginOk });
    const { user } = renderAt(<LoginDialog />);
    await fillAndSubmit(user, '0812345678', 'secret');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'POST', '/member/login')).toEqual([{ tel: '0812345678', password: 'secret' }]);
    expect(sentHeaders(fetchMock, 'POST', '/member/login')[0]?.[DEVICE_ID_HEADER]).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok-1');
    expect(localStorage.getItem(POPUP_BANNER_FLAG_KEY)).toBe('true');
    expect(useDialogStore.getState().showLoginModal).toBe(false);
  });

  it('goes to the redirect target instead of reloading', async () => {
    mockFetch({ 'POST /member/login': loginOk, 'GET /member/profile': () => ({ body: { data: PROFILE } }) });
    const { user } = renderAt(<LoginDialog />, '/?redirect=tx/deposit&tab=qr');
    await fillAndSubmit(user, '0812345678', 'secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tx/deposit?tab=qr'));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(POPUP_BANNER_FLAG_KEY)).toBe('true');
  });

  it('logs in from tel and password in the query, showing only the loading dialog', async () => {
    let answer: (reply: ReturnType<typeof loginOk>) => void = () => {};
    const fetchMock = mockFetch({ 'POST /member/login': () => new Promise((resolve) => (answer = resolve)) });
    renderAt(<LoginDialog />, '/?tel=0812345678&password=secret');
    expect(await screen.findByRole('dialog', { name: UI.loading })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: UI.login })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS.password)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/member/login')).toEqual([{ tel: '0812345678', password: 'secret' }]),
    );
    answer(loginOk());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(browser.replaceUrl).toHaveBeenCalledWith('/');
  });

  it('opens the register dialog from its link', async () => {
    mockFetch({});
    const { user } = renderAt(<LoginDialog />);
    await user.click(await screen.findByRole('button', { name: LABELS.noAccount }));
    expect(useDialogStore.getState()).toMatchObject({ showLoginModal: false, showRegisterModal: true });
  });
});
