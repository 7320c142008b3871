/** The member chat: conversations, messages, canned replies, the agents. */
export * from './chat';
export * from './texts';
export * from './titles';
