import type {
  ChangePasswordPayload,
  ForgotPasswordPayload,
  ForgotPasswordResult,
  ResetPasswordPayload,
  ResetPasswordResult,
} from '@member/shared';
import { api } from '@/shared/api/client';

/** `POST /member/updatepw`: the server revokes the member's other sessions. */
export function changePasswordRequest(payload: ChangePasswordPayload): Promise<{ updated: true }> {
  return api.post<{ updated: true }>('/member/updatepw', payload);
}

/** `POST /member/forgotpassword`: the same neutral answer whether the phone is registered or not. */
export function forgotPasswordRequest(payload: ForgotPasswordPayload): Promise<ForgotPasswordResult> {
  return api.post<ForgotPasswordResult>('/member/forgotpassword', payload, { auth: false });
}

/** `POST /member/resetpassword`: the SMS code and the new password. */
export function resetPasswordRequest(payload: ResetPasswordPayload): Promise<ResetPasswordResult> {
  return api.post<ResetPasswordResult>('/member/resetpassword', payload, { auth: false });
}
