import {
  CHAT,
  CHAT_AUDIO_TYPES,
  CHAT_IMAGE_TYPES,
  CHAT_MESSAGES,
  type ChatFileKind,
  type ChatSettingsPublic,
} from '@member/shared';

type UploadLimits = ChatSettingsPublic['upload'];

/** What the file picker offers (SPEC.md §5: jpg, jpeg, png, mp3, wav). */
export const CHAT_FILE_ACCEPT = [
  ...CHAT_IMAGE_TYPES.map((type) => `.${type}`),
  ...CHAT_AUDIO_TYPES.map((type) => `.${type}`),
  'image/jpeg',
  'image/png',
  'audio/mpeg',
  'audio/wav',
].join(',');

const MIME_KINDS: Record<string, ChatFileKind> = {
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/png': 'image',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/wave': 'audio',
};

function kindOf(file: File, limits: UploadLimits): ChatFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension) {
    if (limits.imageTypes.includes(extension)) return 'image';
    if (limits.audioTypes.includes(extension)) return 'audio';
    return null;
  }
  return MIME_KINDS[file.type.toLowerCase()] ?? null;
}

/** `5242880` → `5`, `1572864` → `1.5`: megabytes as the server's message writes them. */
function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/**
 * Checks a picked file before uploading it, by its type (name, else the browser's type) and its size
 * against the service's limits, with the server's own Thai texts. The server checks the bytes again.
 */
export function checkChatFile(file: File, limits: UploadLimits): { kind: ChatFileKind } | { error: string } {
  const kind = kindOf(file, limits);
  if (!kind) return { error: CHAT_MESSAGES.fileTypeNotAllowed };
  if (file.size === 0) return { error: CHAT_MESSAGES.fileRequired };
  const max = kind === 'image' ? limits.imageMaxBytes : limits.audioMaxBytes;
  if (file.size > max) return { error: `${CHAT_MESSAGES.fileTooLarge} ${CHAT.fileLimit(megabytes(max))}` };
  return { kind };
}
