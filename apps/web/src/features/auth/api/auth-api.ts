import type { LoginPayload, LoginResult, RegisterPayload } from '@member/shared';
import { api } from '@/shared/api/client';

export function loginRequest(payload: LoginPayload): Promise<LoginResult> {
  return api.post<LoginResult>('/member/login', payload, { auth: false });
}

export function registerRequest(payload: RegisterPayload): Promise<{ tel: string }> {
  return api.post<{ tel: string }>('/member/register', payload, { auth: false });
}

export function logoutRequest(): Promise<unknown> {
  return api.post('/member/logout');
}
