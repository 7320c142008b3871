/**
 * Where each service the web apps call answers (DESIGN.md §1), by the name SERVICES gives it, in a
 * module without zod: the web apps' API clients import it, and whatever their first load imports must
 * not carry the schemas. The server mounts each service at its base (apps/server/src/services/).
 */
export const SERVICE_BASES = {
  member: '/api',
  minigame: '/minigame/api/v1',
  chat: '/chat/api/v1',
} as const;
export type ClientServiceName = keyof typeof SERVICE_BASES;

export const MINIGAME_API_BASE = SERVICE_BASES.minigame;
export const CHAT_API_BASE = SERVICE_BASES.chat;
