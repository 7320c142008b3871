import { OPERATOR_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@member/shared';

/** Which field of the operator forms a refusal of the server concerns (null: the form as a whole). */
export function fieldOfOperatorMessage(message: string): 'username' | 'password' | 'role' | null {
  switch (message) {
    case SERVER_MESSAGES.operatorUsernameTaken:
    case OPERATOR_MESSAGES.usernameRequired:
    case OPERATOR_MESSAGES.usernameFormat:
      return 'username';
    case VALIDATION.passwordRequired:
    case OPERATOR_MESSAGES.passwordMin:
    case OPERATOR_MESSAGES.passwordMax:
      return 'password';
    case OPERATOR_MESSAGES.roleRequired:
      return 'role';
    default:
      return null;
  }
}
