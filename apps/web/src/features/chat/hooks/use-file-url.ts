import { useRefreshedUrl } from '@member/web-kit';
import { fetchFile } from '../api/chat-api';

/** A file as a bubble shows it: the server's (with its id) or the device's preview (no id). */
export interface ShownFile {
  id: string | null;
  url: string;
}

/** A chat file's link, signed for this member; asked for again once when it has expired. */
export const useFileUrl = (file: ShownFile | null) => useRefreshedUrl(file, fetchFile);
