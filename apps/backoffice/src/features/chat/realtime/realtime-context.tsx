import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChatRealtime, RealtimeStatus } from './types';

const RealtimeContext = createContext<ChatRealtime | null>(null);

/** Makes the socket (`load`, a dynamic import: the socket's code loads with the chat screens only) and closes it on leaving them. */
export function RealtimeProvider({ load, children }: { load: () => Promise<ChatRealtime>; children: ReactNode }) {
  const [realtime, setRealtime] = useState<ChatRealtime | null>(null);
  useEffect(() => {
    let left = false;
    let made: ChatRealtime | null = null;
    load()
      .then((value) => {
        if (left) value.close();
        else {
          made = value;
          setRealtime(value);
        }
      })
      // Without the socket the screens still work from the API; the header says it is not connected.
      .catch(() => undefined);
    return () => {
      left = true;
      made?.close();
      setRealtime(null);
    };
  }, [load]);
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}

/** The socket once it is made (null before). */
export function useRealtime(): ChatRealtime | null {
  return useContext(RealtimeContext);
}

/** The connection's state, kept current. */
export function useRealtimeStatus(): RealtimeStatus {
  const realtime = useRealtime();
  const subscribe = useCallback(
    (listener: () => void) => (realtime ? realtime.onStatus(() => listener()) : () => undefined),
    [realtime],
  );
  return useSyncExternalStore(subscribe, () => realtime?.status ?? 'connecting');
}
