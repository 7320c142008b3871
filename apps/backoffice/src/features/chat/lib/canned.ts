import type { AdminCannedReply } from '@member/shared';

/** The `/code` being typed: where it starts and ends in the text, and what follows the slash. */
export interface SlashToken {
  start: number;
  end: number;
  query: string;
}

/** Suggestions shown at most. */
export const CANNED_SUGGESTIONS_MAX = 8;

/**
 * The short code being typed at the caret: a word that starts with `/` (at the start of the text or after
 * a space or a line break) and runs to the caret with only the characters a short code may have.
 */
export function slashToken(text: string, caret: number): SlashToken | null {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1] ?? '')) start -= 1;
  const word = text.slice(start, caret);
  if (!word.startsWith('/')) return null;
  const query = word.slice(1);
  if (!/^[a-z0-9_-]*$/i.test(query)) return null;
  return { start, end: caret, query: query.toLowerCase() };
}

/** The canned replies whose short code starts with what was typed, then those that contain it. */
export function matchCanned(replies: readonly AdminCannedReply[], query: string): AdminCannedReply[] {
  const starts = replies.filter((reply) => reply.shortCode.startsWith(query));
  const contains = replies.filter((reply) => !reply.shortCode.startsWith(query) && reply.shortCode.includes(query));
  return [...starts, ...contains].slice(0, CANNED_SUGGESTIONS_MAX);
}

/** The text with the `/code` replaced by the reply's text, and where the caret goes after it. */
export function insertCanned(
  text: string,
  token: SlashToken,
  reply: AdminCannedReply,
): { text: string; caret: number } {
  const next = `${text.slice(0, token.start)}${reply.text}${text.slice(token.end)}`;
  return { text: next, caret: token.start + reply.text.length };
}
