import { useCallback, useRef, useState } from 'react';

/**
 * A short-lived signed link (a chat file's, decision 0132), as shown: the one given, until loading it fails
 * (a page left open past its hour); then a new one is asked for with `fetchFresh`, once per failed link.
 * A file without an id (a device's preview) keeps its link.
 */
export function useRefreshedUrl(
  file: { id: string | null; url: string } | null,
  fetchFresh: (id: string) => Promise<{ url: string }>,
): { url: string; onError: () => void } {
  const given = file?.url ?? '';
  const [fresh, setFresh] = useState<{ from: string; url: string } | null>(null);
  const url = fresh?.from === given ? fresh.url : given;
  const asked = useRef<string | null>(null);
  const id = file?.id ?? null;
  const onError = useCallback(() => {
    if (id === null || asked.current === url) return;
    asked.current = url;
    fetchFresh(id).then(
      (answer) => setFresh({ from: given, url: answer.url }),
      () => undefined,
    );
  }, [id, url, given, fetchFresh]);
  return { url, onError };
}
