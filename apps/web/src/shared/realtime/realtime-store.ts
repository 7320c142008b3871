import { create } from 'zustand';
import type { Realtime, RealtimeStatus } from '@member/web-kit/realtime';

/**
 * The tab's one socket and what it is doing. `off` until a member's socket exists (a guest never has
 * one); `memberChannel` is the member's own channel once it is asked for, cleared if the server
 * refuses it.
 */
export interface RealtimeState {
  client: Realtime | null;
  status: RealtimeStatus | 'off';
  memberChannel: string | null;
}

export const useRealtimeStore = create<RealtimeState>()(() => ({
  client: null,
  status: 'off',
  memberChannel: null,
}));

/** The member's socket, or null (a guest, or while its code loads). */
export const useRealtime = () => useRealtimeStore((state) => state.client);

export const useRealtimeStatus = () => useRealtimeStore((state) => state.status);

/** Whether the member's own events arrive now: the socket is connected and follows their channel. */
export const isPushed = (state: RealtimeState) => state.status === 'online' && state.memberChannel !== null;

/**
 * How often a page asks again for something that waits on an operator (a deposit or withdrawal to be
 * decided). While pushes arrive, never: the member's channel says when it changed. While the socket is
 * down (or not there), slowly, so the page still moves on.
 */
export const LIVE_FALLBACK_POLL_MS = 15_000;

/** `refetchInterval` of a query that a push refreshes: `false` while pushed, else the slow fallback. */
export function useFallbackPoll(): number | false {
  return useRealtimeStore((state) => (isPushed(state) ? false : LIVE_FALLBACK_POLL_MS));
}
