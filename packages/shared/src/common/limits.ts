/** Business constants of SPEC.md §9, defined once. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 10;
export const ACCOUNT_NUMBER_MAX_DIGITS = 12;
export const PASSWORD_MIN_LENGTH = 4;
/** Upper bound so a client cannot make the server hash megabytes (decision 0002). */
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 50;
/** Thai mobile numbers: 10 digits starting with 0 (decision 0002). */
export const TEL_LENGTH = 10;
export const WALLET_NUMBER_MAX_DIGITS = 15;
export const PREFIX_MAX_LENGTH = 32;
export const FREE_TEXT_MAX_LENGTH = 100;

export const REGISTER_STEPS = 3;
export const REGISTER_SUBMIT_THROTTLE_MS = 10_000;
export const CONTACT_BUTTON_DRAG_THRESHOLD = 1;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const MINIGAME_HISTORY_LIMIT = 50;
export const DROPDOWN_MAX_HEIGHT_PX = 400;
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Navigation progress bar (SPEC.md §2 Layouts). */
export const PROGRESS_BAR_HEIGHT_PX = 2;
export const PROGRESS_BAR_DURATION_MS = 5_000;
export const PROGRESS_BAR_THROTTLE_MS = 200;

/**
 * Forgot password (decision 0041), counted in the database so they hold across processes, whether the
 * phone is registered or not. Nothing a stranger does from other addresses stops a member resetting:
 * requests and wrong codes are refused only per phone and requesting address (the member's own quota);
 * each code is bound to the request that asked for it and dies after its own wrong tries; the SMS a
 * phone receives are throttled, and a request over the throttle waits its turn instead of being refused.
 */
export const RESET_REQUESTS_PER_PHONE_ADDRESS = { max: 3, windowMinutes: 15 } as const;
export const RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY = { max: 10, windowMinutes: 24 * 60 } as const;
/** SMS one phone receives in the window; further requests wait (an address that got fewer goes first). */
export const RESET_SMS_PER_PHONE = { max: 4, windowMinutes: 60 } as const;
/** A request still waiting for its SMS after this long is dropped (ask again). */
export const RESET_QUEUE_MINUTES = 60;
/** Wrong codes a request's code may be tried with before it dies. */
export const RESET_ATTEMPTS_PER_CODE = 3;
/** Wrong codes tried (`/member/resetpassword`) per phone and address. */
export const RESET_WRONG_CODES_PER_PHONE_ADDRESS = { max: 5, windowMinutes: 15 } as const;
export const RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY = { max: 10, windowMinutes: 24 * 60 } as const;
/** Per client IP, whatever the phone: code requests, and reset attempts (code + new password). */
export const RESET_REQUESTS_PER_IP = { max: 10, windowMinutes: 15 } as const;
export const RESET_ATTEMPTS_PER_IP = { max: 20, windowMinutes: 15 } as const;

/** Local-storage key set after a successful login so the popup banner shows once (SPEC.md §4). */
export const POPUP_BANNER_FLAG_KEY = 'showPopupBanner';
/** Local-storage key holding the member's access token. */
export const ACCESS_TOKEN_KEY = 'access_token';
