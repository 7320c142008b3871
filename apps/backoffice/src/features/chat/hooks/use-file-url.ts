import type { ChatFile } from '@member/shared';
import { useCallback, useRef, useState } from 'react';
import { fetchFile } from '../api/messages';

/**
 * A chat file's link, as the server signed it (decision 0132): it lives an hour, so when loading it fails
 * (a conversation left open) a new one is asked for, once per failed link.
 */
export function useFileUrl(file: ChatFile): { url: string; onError: () => void } {
  const [fresh, setFresh] = useState<{ from: string; url: string } | null>(null);
  const url = fresh?.from === file.url ? fresh.url : file.url;
  const asked = useRef<string | null>(null);
  const { id, url: given } = file;
  const onError = useCallback(() => {
    if (asked.current === url) return;
    asked.current = url;
    fetchFile(id).then(
      (answer) => setFresh({ from: given, url: answer.url }),
      () => undefined,
    );
  }, [id, url, given]);
  return { url, onError };
}
