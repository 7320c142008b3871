import type { LoginPayload, LoginResult, RegisterPayload } from '@member/shared';
import { api } from '@/shared/api/client';
import { deviceIdHeaders } from '@/shared/lib/device-id';

// Register and login carry the device id: the affiliate programme flags a downline registered from its
// affiliate's device (decision 0110).

export function loginRequest(payload: LoginPayload): Promise<LoginResult> {
  return api.post<LoginResult>('/member/login', payload, { auth: false, headers: deviceIdHeaders() });
}

/** `referred`: whether the payload's `prefix` attached a referrer. */
export function registerRequest(payload: RegisterPayload): Promise<{ tel: string; referred: boolean }> {
  return api.post<{ tel: string; referred: boolean }>('/member/register', payload, {
    auth: false,
    headers: deviceIdHeaders(),
  });
}

export function logoutRequest(): Promise<unknown> {
  return api.post('/member/logout');
}
