import { CONTENT_MESSAGES } from '@member/shared';

const IMAGE_MESSAGES: readonly string[] = [
  CONTENT_MESSAGES.imageRequired,
  CONTENT_MESSAGES.imageTypeNotAllowed,
  CONTENT_MESSAGES.oneFileOnly,
];

/**
 * Where the server's refusal of an upload form belongs: beside the image (its type, size, absence),
 * beside the link (its format), or above the buttons (anything else).
 */
export function splitUploadError(message: string | null): {
  image: string | null;
  url: string | null;
  other: string | null;
} {
  if (!message) return { image: null, url: null, other: null };
  if (IMAGE_MESSAGES.includes(message) || message.startsWith(CONTENT_MESSAGES.imageTooLarge)) {
    return { image: message, url: null, other: null };
  }
  if (message === CONTENT_MESSAGES.urlInvalid) return { image: null, url: message, other: null };
  return { image: null, url: null, other: message };
}
