import { REALTIME_SOCKET_PATH, type SubscribeAck } from '@member/shared';
import { io as connect, type Socket } from 'socket.io-client';

/** Sockets for the realtime suites (not a test file itself). */

/** The member's id is the token's subject. */
export function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return payload.sub;
}

/** A socket to a listening app, connected (or refused) before it answers. */
export async function openSocket(baseUrl: string, token: unknown): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: REALTIME_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

export const subscribe = (socket: Socket, channel: string, after?: number) =>
  socket.emitWithAck('subscribe', after === undefined ? { channel } : { channel, after }) as Promise<SubscribeAck>;

/** The next `event` on the socket, or null after `ms`. */
export const nextEvent = <T>(socket: Socket, event: string, ms = 1000) =>
  new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      resolve(null);
    }, ms);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
