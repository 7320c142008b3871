/**
 * Header the member app sends on register and login: a random id it keeps in local storage, so the
 * programme can flag a downline registered from its affiliate's device. Anything not matching the
 * pattern is ignored. (Exported through affiliate.ts; apart so that importing it loads no zod.)
 */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
