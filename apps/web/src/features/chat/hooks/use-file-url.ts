import { useCallback, useRef, useState } from 'react';
import { fetchFile } from '../api/chat-api';

/** A file as a bubble shows it: the server's (with its id) or the device's preview (no id). */
export interface ShownFile {
  id: string | null;
  url: string;
}

/**
 * A chat file's link, as the server signed it for this member (decision 0132): it lives an hour, so when
 * loading it fails (a page left open) a new one is asked for, once per failed link.
 */
export function useFileUrl(file: ShownFile | null): { url: string; onError: () => void } {
  const given = file?.url ?? '';
  const [fresh, setFresh] = useState<{ from: string; url: string } | null>(null);
  const url = fresh?.from === given ? fresh.url : given;
  const asked = useRef<string | null>(null);
  const id = file?.id ?? null;
  const onError = useCallback(() => {
    if (id === null || asked.current === url) return;
    asked.current = url;
    fetchFile(id).then(
      (answer) => setFresh({ from: given, url: answer.url }),
      () => undefined,
    );
  }, [id, url, given]);
  return { url, onError };
}
