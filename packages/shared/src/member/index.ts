/** The member's own account: the password forms. */
export * from './password-forms';
