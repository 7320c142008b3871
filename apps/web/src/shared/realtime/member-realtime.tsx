import { CHANNELS, type ChatUnreadEvent, type MemberMoneyEvent, SERVER_EVENTS } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readAgain } from '@/shared/api/read-again';
import { getAccessToken } from '@/shared/api/token';
import { whenFirstScreenDone } from '@/shared/lib/after-first-screen';
import { primeChime } from '@/shared/lib/chime';
import { loadRealtime } from './load-realtime';
import { useRealtimeStore } from './realtime-store';
import type { Realtime } from '@member/web-kit/realtime';
import { CHAT_UNREAD_QUERY_KEY, setUnreadCount, useUnreadCount } from './unread';
import { useHiddenTabAlerts } from './use-hidden-tab-alerts';

/** The socket (its chunk, its connection) waits for the page the member opened: pushes can wait a moment. */
const connectAfterFirstScreen = () => whenFirstScreenDone().then(() => loadRealtime(getAccessToken));

export interface MemberRealtimeProps {
  /** Names the member's own channel (`member:{id}`). */
  memberId: string;
  /** A movement of the member's money was decided or credited (`member.money`). */
  onMoney: (event: MemberMoneyEvent) => void;
  /** The member's channel is followed (first time and after a break): what shows money is read again. */
  onFollowed: () => void;
  /** Tests pass a fake socket; the app loads the real one. */
  connect?: () => Promise<Realtime>;
}

/**
 * The signed-in member's socket (one per tab, mounted by the member layout): follows the member's own
 * channel, keeps the unread count that the badges show, passes money events on, and chimes and
 * counts in the tab's title while the tab is hidden.
 */
export function MemberRealtime({ memberId, onMoney, onFollowed, connect }: MemberRealtimeProps) {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((state) => state.client);
  const onMoneyRef = useRef(onMoney);
  const onFollowedRef = useRef(onFollowed);
  useEffect(() => {
    onMoneyRef.current = onMoney;
    onFollowedRef.current = onFollowed;
  }, [onMoney, onFollowed]);
  const connectRef = useRef(connect);

  // The socket: made once, closed when the member leaves (logout reloads the page anyway).
  useEffect(() => {
    let ended = false;
    let socket: Realtime | null = null;
    let stopStatus = () => {};
    useRealtimeStore.setState({ status: 'connecting' });
    (connectRef.current ?? connectAfterFirstScreen)()
      .then((made) => {
        if (ended) return made.close();
        socket = made;
        useRealtimeStore.setState({ client: made, status: made.status });
        stopStatus = made.onStatus((status) => useRealtimeStore.setState({ status }));
      })
      // The chunk did not load: no pushes; the pages fall back to asking.
      .catch(() => !ended && useRealtimeStore.setState({ status: 'offline' }));
    const stopPriming = primeChime();
    return () => {
      ended = true;
      stopStatus();
      stopPriming();
      socket?.close();
      useRealtimeStore.setState({ client: null, status: 'off', memberChannel: null });
    };
  }, [queryClient]);

  // The member's own channel: the unread count and their money.
  useEffect(() => {
    if (!client) return;
    const channel = CHANNELS.member(memberId);
    const stopUnread = client.on<ChatUnreadEvent>(SERVER_EVENTS.chatUnread, (event) => {
      if (event.channel === channel) setUnreadCount(queryClient, event.count);
    });
    const stopMoney = client.on<MemberMoneyEvent>(SERVER_EVENTS.memberMoney, (event) => {
      if (event.channel === channel) onMoneyRef.current(event);
    });
    const unsubscribe = client.subscribe(channel, {
      onRefused: () => useRealtimeStore.setState({ memberChannel: null }),
      // Every read of this tab began after its page load did: if nothing went to the channel since then,
      // nothing read can be out of date.
      quietFor: () => performance.now(),
      // Followed from now on: what was read before may have missed a push. The first time that is the
      // page's own reads (the socket waits for the first screen); after a break, everything pushed
      // meanwhile. Unless the server knows the channel was quiet all along, the count and the money
      // are asked again, after any read still on its way.
      onSubscribed: ({ quiet }) => {
        if (quiet) return;
        void readAgain(queryClient, CHAT_UNREAD_QUERY_KEY);
        onFollowedRef.current();
      },
    });
    useRealtimeStore.setState({ memberChannel: channel });
    return () => {
      stopUnread();
      stopMoney();
      unsubscribe();
      useRealtimeStore.setState({ memberChannel: null });
    };
  }, [client, memberId, queryClient]);

  useHiddenTabAlerts(useUnreadCount());
  return null;
}
