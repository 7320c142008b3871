/**
 * Where each service the web apps call answers (DESIGN.md §1), by the name SERVICES gives it, in a
 * module without zod: the web apps' API clients import it, and whatever their first load imports must
 * not carry the schemas. The server mounts each service at its base (apps/server/src/services/).
 */
// Plain constants (not read off the object) so that a bundle that never uses them drops them whole.
export const MINIGAME_API_BASE = '/minigame/api/v1';
export const CHAT_API_BASE = '/chat/api/v1';

export const SERVICE_BASES = {
  member: '/api',
  minigame: MINIGAME_API_BASE,
  chat: CHAT_API_BASE,
} as const;
export type ClientServiceName = keyof typeof SERVICE_BASES;
