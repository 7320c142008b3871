import { CHAT_AUDIO_TYPES, CHAT_IMAGE_TYPES, CHAT_LIMITS, type ChatSettings, formatThousands } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';

const IMAGE_MIMES = ['image/jpeg', 'image/png'];
const AUDIO_MIMES = ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave'];

/** What the file picker offers: the types the service takes (the server checks the bytes again). */
export const UPLOAD_ACCEPT = [
  ...CHAT_IMAGE_TYPES.map((type) => `.${type}`),
  ...CHAT_AUDIO_TYPES.map((type) => `.${type}`),
  ...IMAGE_MIMES,
  'audio/mpeg',
  'audio/wav',
].join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Bytes as the settings speak of them: megabytes with up to 2 decimals. */
export const toMegabytes = (bytes: number) => formatThousands(bytes / 1024 / 1024, 2);

/**
 * Why a file cannot be sent before it is uploaded, in the words the server would use: its type, or its
 * size against the settings' limit for its kind. Null when it may go.
 */
export function checkAttachment(
  file: File,
  settings: Pick<ChatSettings, 'imageMaxBytes' | 'audioMaxBytes'> | undefined,
): string | null {
  const extension = extensionOf(file.name);
  const image = (CHAT_IMAGE_TYPES as readonly string[]).includes(extension) || IMAGE_MIMES.includes(file.type);
  const audio = (CHAT_AUDIO_TYPES as readonly string[]).includes(extension) || AUDIO_MIMES.includes(file.type);
  if (!image && !audio) return BO_CHAT.fileTypeNotAllowed;
  const limit = image
    ? (settings?.imageMaxBytes ?? CHAT_LIMITS.imageMaxBytesDefault)
    : (settings?.audioMaxBytes ?? CHAT_LIMITS.audioMaxBytesDefault);
  return file.size > limit ? BO_CHAT.fileTooLarge(toMegabytes(limit)) : null;
}
