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
 * phone is registered or not. A stranger must not be able to stop a member resetting: code requests and
 * wrong codes are counted per phone and requesting address (the member's own quota, which nobody else
 * uses up), under a higher per-phone ceiling against SMS bombing and code guessing spread over many
 * addresses (one address alone never reaches a ceiling: its daily quota is half of it). The ceilings do not hold an address the member signed in from in the last
 * `RESET_KNOWN_ADDRESS_DAYS` days.
 */
export const RESET_REQUESTS_PER_PHONE_ADDRESS = { max: 3, windowMinutes: 15 } as const;
export const RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY = { max: 10, windowMinutes: 24 * 60 } as const;
export const RESET_REQUESTS_PER_PHONE = { max: 6, windowMinutes: 15 } as const;
export const RESET_REQUESTS_PER_PHONE_PER_DAY = { max: 20, windowMinutes: 24 * 60 } as const;
/** Wrong codes tried (`/member/resetpassword`) per phone and address, and per phone from every address. */
export const RESET_WRONG_CODES_PER_PHONE_ADDRESS = { max: 5, windowMinutes: 15 } as const;
export const RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY = { max: 10, windowMinutes: 24 * 60 } as const;
export const RESET_WRONG_CODES_PER_PHONE = { max: 20, windowMinutes: 24 * 60 } as const;
export const RESET_KNOWN_ADDRESS_DAYS = 30;
/** Per client IP, whatever the phone: code requests, and reset attempts (code + new password). */
export const RESET_REQUESTS_PER_IP = { max: 10, windowMinutes: 15 } as const;
export const RESET_ATTEMPTS_PER_IP = { max: 20, windowMinutes: 15 } as const;

/** Local-storage key set after a successful login so the popup banner shows once (SPEC.md §4). */
export const POPUP_BANNER_FLAG_KEY = 'showPopupBanner';
/** Local-storage key holding the member's access token. */
export const ACCESS_TOKEN_KEY = 'access_token';
