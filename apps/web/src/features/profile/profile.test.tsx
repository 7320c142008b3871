import { ACCOUNT_MESSAGES, LABELS, PROFILE, SERVER_MESSAGES, UI, VALIDATION } from '@member/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderAt, renderRoutes } from '@/test/render';
import { ProfilePage } from './components/profile-page';
import ChangePasswordRoute from './routes/change-password-route';
import ForgotPasswordRoute from './routes/forgot-password-route';
import UpdatePasswordRoute from './routes/update-password-route';
import { memberProfile } from '@/test/member-profile';

const MEMBER = memberProfile({
  bank: { code: 'kbnk', name: 'ธนาคารกสิกรไทย', number: '1234567890', number_masked: '•••• 7890' },
});

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows the member with the masked account number, and logs out', async () => {
    mockFetch({});
    const onLogout = vi.fn();
    const { user } = renderAt(<ProfilePage profile={MEMBER} levelBadge={null} onLogout={onLogout} />);
    expect(screen.getAllByText('สมชาย ใจดี').length).toBeGreaterThan(0);
    expect(screen.getByText(PROFILE.levelNormal)).toBeInTheDocument();
    expect(screen.getByTestId('profile-bank-number')).toHaveTextContent('•••• 7890');
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: PROFILE.changePassword })).toHaveAttribute(
      'href',
      '/profile/change-password',
    );
    await user.click(screen.getByRole('button', { name: LABELS.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('switches the bonus preference through PUT /promotion/bonus', async () => {
    const fetchMock = mockFetch({ 'PUT /promotion/bonus': () => ({ body: { data: { bonus: 1 } } }) });
    const { user } = renderAt(<ProfilePage profile={MEMBER} levelBadge={null} onLogout={() => undefined} />);
    const toggle = screen.getByRole('switch', { name: PROFILE.bonus });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/promotion/bonus')).toEqual([{ bonus: 1 }]));
  });

  it('shows the server message when the bonus preference cannot be saved', async () => {
    mockFetch({
      'PUT /promotion/bonus': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: SERVER_MESSAGES.internal } },
      }),
    });
    const { user } = renderAt(<ProfilePage profile={MEMBER} levelBadge={null} onLogout={() => undefined} />);
    await user.click(screen.getByRole('switch', { name: PROFILE.bonus }));
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(SERVER_MESSAGES.internal);
    expect(screen.getByRole('switch', { name: PROFILE.bonus, hidden: true })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('/profile/change-password', () => {
  async function fill(user: ReturnType<typeof renderAt>['user'], values: [string, string][]) {
    for (const [label, value] of values) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: PROFILE.changePasswordSubmit }));
  }

  it('checks the §5 rules before calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAt(<ChangePasswordRoute />, '/profile/change-password');
    await fill(user, []);
    expect(await screen.findByText(VALIDATION.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordConfirmRequired)).toBeInTheDocument();
    await fill(user, [
      [PROFILE.oldPassword, 'old1'],
      [PROFILE.newPassword, 'abc'],
      [PROFILE.confirmNewPassword, 'abd'],
    ]);
    expect(await screen.findByText(VALIDATION.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMismatch)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/member/updatepw')).toHaveLength(0);
  });

  it("shows a wrong old password's server message, then succeeds", async () => {
    let wrong = true;
    const fetchMock = mockFetch({
      'POST /member/updatepw': () =>
        wrong
          ? { status: 422, body: { error: { code: 'BUSINESS_RULE', message: SERVER_MESSAGES.oldPasswordWrong } } }
          : { body: { data: { updated: true } } },
    });
    const { user } = renderAt(<ChangePasswordRoute />, '/profile/change-password');
    await fill(user, [
      [PROFILE.oldPassword, 'bad'],
      [PROFILE.newPassword, 'new-pass'],
      [PROFILE.confirmNewPassword, 'new-pass'],
    ]);
    const alert = await screen.findByRole('dialog', { name: UI.alertTitle });
    expect(alert).toHaveTextContent(SERVER_MESSAGES.oldPasswordWrong);
    await user.click(within(alert).getByRole('button', { name: UI.alertOk }));

    wrong = false;
    await fill(user, [
      [PROFILE.oldPassword, 'good'],
      [PROFILE.newPassword, 'new-pass'],
      [PROFILE.confirmNewPassword, 'new-pass'],
    ]);
    const success = await screen.findByRole('dialog', { name: UI.successTitle });
    expect(success).toHaveTextContent(PROFILE.changePasswordDone);
    expect(sentBodies(fetchMock, 'POST', '/member/updatepw').at(-1)).toEqual({
      old_password: 'good',
      new_password: 'new-pass',
    });
    await user.click(within(success).getByRole('button', { name: UI.successButton }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });
});

describe('forgot and update password', () => {
  const REQUEST_ID = 'r'.repeat(32);

  it('asks for a code and carries the phone and the neutral answer to /update-password', async () => {
    const fetchMock = mockFetch({
      'POST /member/forgotpassword': () => ({
        body: {
          data: {
            requested: true,
            message: ACCOUNT_MESSAGES.resetRequested,
            expires_in_minutes: 10,
            request_id: REQUEST_ID,
          },
        },
      }),
    });
    const { user, router } = renderRoutes(
      [
        { path: '/forgot-password', Component: ForgotPasswordRoute },
        { path: '/update-password', Component: UpdatePasswordRoute },
      ],
      '/forgot-password',
    );
    await user.type(screen.getByLabelText(LABELS.tel), '08-1234-5678');
    await user.click(screen.getByRole('button', { name: PROFILE.forgotSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(screen.getByText(PROFILE.updateIntro('0812345678'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/member/forgotpassword')).toEqual([{ tel: '0812345678' }]);
    expect(router.state.location.search).toBe(`?tel=0812345678&request=${REQUEST_ID}`);
  });

  it('resets with the code and sends the member to the login dialog', async () => {
    const fetchMock = mockFetch({
      'POST /member/resetpassword': () => ({
        body: { data: { updated: true, message: ACCOUNT_MESSAGES.passwordReset } },
      }),
    });
    const { user, router } = renderRoutes(
      [
        { path: '/update-password', Component: UpdatePasswordRoute },
        { path: '/login', element: <p>login</p> },
      ],
      `/update-password?tel=0812345678&request=${REQUEST_ID}`,
    );
    await user.type(screen.getByLabelText(PROFILE.code), '12a3456');
    expect(screen.getByLabelText(PROFILE.code)).toHaveValue('123456');
    await user.type(screen.getByLabelText(PROFILE.newPassword), 'fresh-pass');
    await user.type(screen.getByLabelText(PROFILE.confirmNewPassword), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: PROFILE.updateSubmit }));
    const success = await screen.findByRole('dialog', { name: UI.successTitle });
    expect(success).toHaveTextContent(ACCOUNT_MESSAGES.passwordReset);
    expect(sentBodies(fetchMock, 'POST', '/member/resetpassword')).toEqual([
      { tel: '0812345678', code: '123456', new_password: 'fresh-pass', request_id: REQUEST_ID },
    ]);
    await user.click(within(success).getByRole('button', { name: UI.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends /update-password without a phone back to /forgot-password', async () => {
    mockFetch({});
    renderAt(<UpdatePasswordRoute />, '/update-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password'));
  });
});
