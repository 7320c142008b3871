import type { Realtime } from '@member/web-kit/realtime';

/**
 * The socket's code (socket.io-client) is its own chunk, fetched only here: once a member is signed
 * in, never in a guest's first load.
 */
export async function loadRealtime(token: () => string | null): Promise<Realtime> {
  const { createRealtime } = await import('@member/web-kit/realtime');
  return createRealtime({ token });
}
