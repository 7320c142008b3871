import type { ChatFile } from '@member/shared';
import { useRefreshedUrl } from '@member/web-kit';
import { fetchFile } from '../api/messages';

/** A chat file's link, signed for this operator; asked for again once when it has expired. */
export const useFileUrl = (file: ChatFile) => useRefreshedUrl(file, fetchFile);
