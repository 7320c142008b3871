import {
  ACCESS_TOKEN_KEY,
  BANKS,
  DEVICE_ID_HEADER,
  LABELS,
  PASSWORD_RULE_HINTS,
  POPUP_BANNER_FLAG_KEY,
  REFERRAL_TEXTS,
  REGISTER_HINTS,
  SERVER_MESSAGES,
  UI,
  VALIDATION,
} from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/shared/lib/browser';
import { DEVICE_ID_STORAGE_KEY } from '@/shared/lib/device-id';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { mockFetch, sentBodies, sentHeaders } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import RegisterDialog from './register-dialog';
import { bankLogoUrl } from '@/shared/lib/bank-logos';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const BANK_LIST = [
  { code: 'kbnk', name: 'ธนาคารกสิกรไทย' },
  { code: 'tmn', name: 'ทรูมันนี่ วอลเล็ท' },
];
const okBanks = () => ({ body: { data: BANK_LIST } });
const loginOk = () => ({ body: { data: { access_token: 'tok-9', token_type: 'Bearer', expires_in: 3600 } } });

type User = ReturnType<typeof renderAt>['user'];

const wizard = (step: number) => screen.findByRole('dialog', { name: UI.registerStepTitle(step, 3) });
const next = (user: User) => user.click(screen.getByRole('button', { name: LABELS.next }));

async function chooseBank(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: LABELS.bank }));
  await user.click(await screen.findByRole('option', { name }));
}

async function completeSteps1And2(user: User) {
  await wizard(1);
  await user.type(screen.getByLabelText(LABELS.tel), '0812345678');
  await next(user);
  await wizard(2);
  await chooseBank(user, 'ธนาคารกสิกรไทย');
  await user.type(screen.getByLabelText(LABELS.bankNumber), '1234567890');
  await user.type(screen.getByLabelText(LABELS.firstName), 'สมชาย');
  await user.type(screen.getByLabelText(LABELS.lastName), 'ใจดี');
  await next(user);
  await wizard(3);
}

async function fillPasswords(user: User, password = 'pass1234') {
  await user.type(screen.getByLabelText(LABELS.password), password);
  await user.type(screen.getByLabelText(LABELS.confirmPassword), password);
}

describe('RegisterDialog', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useDialogStore.getState().setShowRegisterModal(true);
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    vi.spyOn(browser, 'replaceUrl').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks each step with the shared rules and counts 1/3 → 2/3 → 3/3', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await wizard(1);
    expect(screen.queryByRole('button', { name: LABELS.back })).not.toBeInTheDocument();

    await next(user);
    expect(await screen.findByText(VALIDATION.telRequired)).toBeInTheDocument();
    // Letters are filtered as typed (SPEC.md §5), so what remains is a phone too short.
    await user.type(screen.getByLabelText(LABELS.tel), '08x');
    expect(screen.getByLabelText(LABELS.tel)).toHaveValue('08');
    expect(await screen.findByText(VALIDATION.telLength)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(LABELS.tel));
    await user.type(screen.getByLabelText(LABELS.tel), '0812345678');
    await next(user);

    await wizard(2);
    expect(screen.getByText(REGISTER_HINTS.bank)).toBeInTheDocument();
    expect(screen.getByText(REGISTER_HINTS.thaiName)).toBeInTheDocument();
    await next(user);
    for (const message of [
      VALIDATION.bankRequired,
      VALIDATION.bankNumberRequired,
      VALIDATION.firstNameRequired,
      VALIDATION.lastNameRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await chooseBank(user, 'ธนาคารกสิกรไทย');
    await user.type(screen.getByLabelText(LABELS.bankNumber), '12a3');
    expect(screen.getByLabelText(LABELS.bankNumber)).toHaveValue('123');
    await user.type(screen.getByLabelText(LABELS.firstName), 'Som1');
    await user.type(screen.getByLabelText(LABELS.lastName), 'ใจดี');
    await next(user);
    expect(await screen.findByText(VALIDATION.bankNumberLength)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.nameLetters)).toBeInTheDocument();
    await user.type(screen.getByLabelText(LABELS.bankNumber), '4567890');
    await user.clear(screen.getByLabelText(LABELS.firstName));
    await user.type(screen.getByLabelText(LABELS.firstName), 'สมชาย');
    await next(user);

    const step3 = await wizard(3);
    expect(within(step3).getByRole('button', { name: UI.registerSubmit })).toBeInTheDocument();
    expect(screen.getByText(REGISTER_HINTS.gamePassword)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI.registerSubmit }));
    expect(await screen.findByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordConfirmRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(LABELS.password), 'abc');
    expect(await screen.findByText(VALIDATION.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText(LABELS.confirmPassword), 'xyz');
    expect(await screen.findByText(VALIDATION.passwordMismatch)).toBeInTheDocument();
  });

  it('uses the wallet wording when the bank is tmn', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await user.type(await screen.findByLabelText(LABELS.tel), '0812345678');
    await next(user);
    await wizard(2);
    await chooseBank(user, 'ทรูมันนี่ วอลเล็ท');
    expect(screen.getByLabelText(LABELS.walletNumber)).toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS.bankNumber)).not.toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(VALIDATION.walletNumberRequired)).toBeInTheDocument();
  });

  it('falls back to the shared bank list when the call fails, with logos', async () => {
    mockFetch({ 'GET /member/bank': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }) });
    const { user } = renderAt(<RegisterDialog />);
    await user.type(await screen.findByLabelText(LABELS.tel), '0812345678');
    await next(user);
    await wizard(2);
    await user.click(screen.getByRole('combobox', { name: LABELS.bank }));
    const scb = await screen.findByRole('option', { name: BANKS.find((bank) => bank.code === 'scb')?.name });
    expect(scb.querySelector('img')).toHaveAttribute('src', bankLogoUrl('scb'));
    expect(screen.queryByRole('option', { name: 'พร้อมเพย์' })).not.toBeInTheDocument();
  });

  it("focuses each step's first field when the step appears", async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await wizard(1);
    await waitFor(() => expect(screen.getByLabelText(LABELS.tel)).toHaveFocus());
    await user.type(screen.getByLabelText(LABELS.tel), '0812345678');
    await next(user);
    await wizard(2);
    expect(screen.getByRole('combobox', { name: LABELS.bank })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: LABELS.back }));
    await wizard(1);
    expect(screen.getByLabelText(LABELS.tel)).toHaveFocus();
    await next(user);
    await wizard(2);
    await chooseBank(user, 'ธนาคารกสิกรไทย');
    await user.type(screen.getByLabelText(LABELS.bankNumber), '1234567890');
    await user.type(screen.getByLabelText(LABELS.firstName), 'สมชาย');
    await user.type(screen.getByLabelText(LABELS.lastName), 'ใจดี');
    await next(user);
    await wizard(3);
    expect(screen.getByLabelText(LABELS.password)).toHaveFocus();
  });

  it('goes back but never below step 1, keeping what was typed', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await user.type(await screen.findByLabelText(LABELS.tel), '0812345678');
    await next(user);
    await wizard(2);
    await user.click(screen.getByRole('button', { name: LABELS.back }));
    await wizard(1);
    expect(screen.queryByRole('button', { name: LABELS.back })).not.toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.tel)).toHaveValue('0812345678');
  });

  it('lights each password hint once satisfied', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await completeSteps1And2(user);
    const minHint = screen.getByText(PASSWORD_RULE_HINTS[0]?.label ?? '').closest('li');
    expect(minHint).toHaveAttribute('data-satisfied', 'false');
    await user.type(screen.getByLabelText(LABELS.password), 'abcd');
    expect(minHint).toHaveAttribute('data-satisfied', 'true');
  });

  it('sends the prefix, shows the success dialog, then logs in with the same phone and password', async () => {
    const fetchMock = mockFetch({
      'GET /member/bank': okBanks,
      'POST /member/register': () => ({ status: 201, body: { data: { tel: '0812345678', referred: true } } }),
      'POST /member/login': loginOk,
    });
    const { user } = renderAt(<RegisterDialog />, '/?prefix=AB12CD34');
    await completeSteps1And2(user);
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: UI.registerSubmit }));

    const success = await screen.findByRole('dialog', { name: UI.registerComplete });
    expect(success).not.toHaveTextContent(REFERRAL_TEXTS.notAttached('AB12CD34'));
    expect(sentBodies(fetchMock, 'POST', '/member/register')).toEqual([
      {
        tel: '0812345678',
        bank_name: 'kbnk',
        bank_number: '1234567890',
        first_name: 'สมชาย',
        last_name: 'ใจดี',
        password: 'pass1234',
        line_id: null,
        know_us: null,
        bonus: 0,
        prefix: 'AB12CD34',
      },
    ]);
    await user.click(within(success).getByRole('button', { name: UI.successButton }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'POST', '/member/login')).toEqual([{ tel: '0812345678', password: 'pass1234' }]);
    // The same device id on both calls: the one this browser keeps.
    const [registerHeaders] = sentHeaders(fetchMock, 'POST', '/member/register');
    const [loginHeaders] = sentHeaders(fetchMock, 'POST', '/member/login');
    expect(registerHeaders?.[DEVICE_ID_HEADER]).toBe(localStorage.getItem(DEVICE_ID_STORAGE_KEY));
    expect(loginHeaders?.[DEVICE_ID_HEADER]).toBe(registerHeaders?.[DEVICE_ID_HEADER]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok-9');
    expect(localStorage.getItem(POPUP_BANNER_FLAG_KEY)).toBe('true');
  });

  it('says with the success when a well-formed code attached no referrer', async () => {
    mockFetch({
      'GET /member/bank': okBanks,
      'POST /member/register': () => ({ status: 201, body: { data: { tel: '0812345678', referred: false } } }),
    });
    const { user } = renderAt(<RegisterDialog />, '/?prefix=ZZZZ9999');
    await wizard(1);
    // Well-formed: nothing is said before registering.
    expect(screen.queryByText(/ไม่พบรหัสแนะนำ/)).not.toBeInTheDocument();
    await completeSteps1And2(user);
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: UI.registerSubmit }));
    const success = await screen.findByRole('dialog', { name: UI.registerComplete });
    expect(success).toHaveTextContent(REFERRAL_TEXTS.notAttached('ZZZZ9999'));
  });

  it("keeps the step and shows the server's message; a second click within 10 s is ignored", async () => {
    const fetchMock = mockFetch({
      'GET /member/bank': okBanks,
      'POST /member/register': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: SERVER_MESSAGES.telTaken } },
      }),
    });
    const { user } = renderAt(<RegisterDialog />);
    await completeSteps1And2(user);
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: UI.registerSubmit }));

    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(SERVER_MESSAGES.telTaken);
    await user.click(within(alert).getByRole('button', { name: UI.alertOk }));
    await wizard(3);

    await user.click(screen.getByRole('button', { name: UI.registerSubmit }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST', '/member/register')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: UI.alertTitle })).not.toBeInTheDocument();
  });

  it('has the links and the floating contact button; dragging it does not navigate', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await wizard(1);
    const floating = screen.getByRole('button', { name: LABELS.contactAdmin });
    await user.pointer([
      { keys: '[MouseLeft>]', target: floating, coords: { clientX: 100, clientY: 100 } },
      { target: floating, coords: { clientX: 101, clientY: 100 } },
      { keys: '[/MouseLeft]', target: floating, coords: { clientX: 101, clientY: 100 } },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(floating);
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('switches to the login dialog from its link', async () => {
    mockFetch({ 'GET /member/bank': okBanks });
    const { user } = renderAt(<RegisterDialog />);
    await user.click(await screen.findByRole('button', { name: LABELS.haveAccount }));
    expect(useDialogStore.getState()).toMatchObject({ showLoginModal: true, showRegisterModal: false });
  });
});
