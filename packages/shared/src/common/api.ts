import type { OperatorRole } from '../operator/permissions';

/** Shapes of the calls both sides share (SPEC.md §7). Every answer is `{ data }` or `{ error }`. */
export interface ApiSuccess<T> {
  data: T;
}
export interface ApiFailure {
  error: { code: ErrorCode; message: string };
}

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  // The game wallet's refusals (decision 0100): a provider acts on the code.
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_MEMBER',
  'UNKNOWN_ROUND',
  'BET_REFUNDED',
  'TOKEN_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `POST /member/login` and `POST /admin/login`. */
export interface LoginResult {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
}
export interface OperatorLoginResult extends LoginResult {
  role: OperatorRole;
}

/** `GET /member/profile`. */
export interface MemberProfile {
  /** The member's id: the name of their own realtime channel (`member:{id}`). */
  id: string;
  first_name: string;
  last_name: string;
  tel: string;
  member_level: string;
  /** `number` is the member's own full number; screens show `number_masked` (`maskAccountNumber`). */
  bank: { code: string; name: string; number: string; number_masked: string };
  line_id: string | null;
  know_us: string | null;
  bonus: 0 | 1;
  /** The member's username at the game provider (`gameUsername`, decision 0040). */
  game_username: string;
}

/** `GET /member/bank`: the banks a member may register with. */
export interface BankListItem {
  code: string;
  name: string;
}

/** `GET /credit`. */
export interface MemberCredit {
  credit: number;
}
