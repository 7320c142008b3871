import { operatorToken, serviceOrigin } from '@/shared/api/client';
import type { ChatRealtime } from './types';

/**
 * The operator's socket (`/chat/realtime-socket` on the services' host), made when a chat screen opens:
 * socket.io-client comes in its own chunk, never in the back office's first load.
 */
export async function loadRealtime(): Promise<ChatRealtime> {
  const { createRealtime } = await import('@member/web-kit/realtime');
  const url = serviceOrigin();
  return createRealtime({ token: () => operatorToken.get(), url: url || undefined });
}
