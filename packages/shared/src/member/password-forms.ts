import { z } from 'zod';
import { resetPasswordSchema } from '../content/content';
import { changePasswordSchema, confirmPasswordError } from '../common/validation';

/** A confirmation field checked against the new password with the messages of SPEC.md §5. */
function checkConfirmation(value: { new_password: string; confirm_password: string }, ctx: z.RefinementCtx) {
  const message = confirmPasswordError(value.confirm_password, value.new_password);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['confirm_password'] });
}

const confirmation = { confirm_password: z.string() };

/** The /profile/change-password form: the body of `POST /member/updatepw` plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema.extend(confirmation).superRefine(checkConfirmation);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The /update-password form: the body of `POST /member/resetpassword` (tel from the address) plus the confirmation. */
export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ tel: true, request_id: true })
  .extend(confirmation)
  .superRefine(checkConfirmation);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
