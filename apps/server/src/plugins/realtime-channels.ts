import type { AuthContext } from './auth';

/**
 * The realtime socket's channels (decision 0140): each module declares its kinds of channel with their typed
 * events and defines them at start; the registry finds the definition a channel's name belongs to.
 */

/** The events of one kind of channel: event name → payload (every payload names its channel). */
export type ChannelEvents = { [event: string]: { channel: string } };
/** What a publisher gives: the payload without its channel, which the socket adds. */
export type Payload<Event> = Omit<Event, 'channel'>;

/**
 * A kind of channel, declared once by the module that owns it: its channels are `${prefix}:${id}` (ids
 * are positive integers) when `keyed`, else the one channel `${prefix}`. `Events` types what it carries.
 */
export interface ChannelKind<Events extends ChannelEvents> {
  readonly prefix: string;
  readonly keyed: boolean;
  /** The time of each channel's last event is kept, so a subscribe can be told it was quiet (realtime-last-events.ts). */
  readonly lastEventKept: boolean;
  /** Type only: never set. */
  readonly events?: Events;
}

export function channelKind<Events extends ChannelEvents>(
  prefix: string,
  { keyed, lastEventKept = false }: { keyed: boolean; lastEventKept?: boolean },
) {
  return { prefix, keyed, lastEventKept } as ChannelKind<Events>;
}

/** The one channel of an unkeyed kind, or a keyed kind's channel for `id`. */
export function channelName(kind: ChannelKind<ChannelEvents>, id: string | number | null): string {
  return kind.keyed ? `${kind.prefix}:${id}` : kind.prefix;
}

/** Typing relayed to the others on a channel: the event it goes out as, and who types as each audience sees them. */
type TypingRelay<Events extends ChannelEvents> = {
  [E in keyof Events & string]: {
    event: E;
    /** A "typing" of one socket on one channel goes out at most this often. */
    throttleMs: number;
    /** Who this subject is to the others, asked once per socket and channel: the event for each kind of subject. */
    typist(
      subject: AuthContext,
      id: string,
    ): Promise<(typing: boolean) => { operators: Payload<Events[E]>; members: Payload<Events[E]> }>;
  };
}[keyof Events & string];

export interface ChannelDefinition<Events extends ChannelEvents> {
  /** May this subject subscribe to the channel of `id` (null for an unkeyed kind)? */
  authorise(subject: AuthContext, id: string | null): Promise<boolean>;
  /** What a resuming subscriber missed after message id `after` (oldest first, at most a page). */
  missed?(subject: AuthContext, id: string, after: number): Promise<readonly object[]>;
  /** Typing is relayed only on keyed channels that define it. */
  typing?: TypingRelay<Events>;
}

const CHANNEL_ID = /^[1-9]\d{0,18}$/;

export interface Defined {
  kind: ChannelKind<ChannelEvents>;
  definition: ChannelDefinition<ChannelEvents>;
}

/** The kinds of channel the modules defined, by prefix. */
export function channelRegistry() {
  const definitions = new Map<string, Defined>();
  return {
    define<Events extends ChannelEvents>(kind: ChannelKind<Events>, definition: ChannelDefinition<Events>): void {
      if (definitions.has(kind.prefix)) throw new Error(`realtime channel ${kind.prefix} is defined twice`);
      definitions.set(kind.prefix, { kind, definition } as unknown as Defined);
    },
    /** The kind a channel's name belongs to and its id, or null when no module defines it. */
    parse(channel: string): { defined: Defined; id: string | null } | null {
      const colon = channel.indexOf(':');
      const defined = definitions.get(colon < 0 ? channel : channel.slice(0, colon));
      const id = colon < 0 ? null : channel.slice(colon + 1);
      if (!defined || (defined.kind.keyed ? id === null || !CHANNEL_ID.test(id) : id !== null)) return null;
      return { defined, id };
    },
  };
}
