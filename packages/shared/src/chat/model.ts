/** The chat's enumerations: states, senders and file kinds (the answers and the schemas read them). */

/** Chatwoot's conversation states: waiting for an agent, waiting for the member, done, put aside until a time. */
export const CHAT_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Who wrote a message; `system` is the automatic offline reply. */
export const CHAT_SENDERS = ['member', 'agent', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** What a file attached to a message is (SPEC.md §5: images jpg/jpeg/png, audio mp3/wav). */
export const CHAT_FILE_KINDS = ['image', 'audio'] as const;
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];
