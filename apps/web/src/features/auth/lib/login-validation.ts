/**
 * The login form's validator, loaded apart from the dialog: the guest's first load shows the phone
 * field without zod, and the validator arrives while they type.
 */
export const loadLoginValidation = () => import('./login-validation-rules');
