/**
 * Where each separate service answers (DESIGN.md §1), in a module without zod: the web apps' API
 * clients import it, and whatever their first load imports must not carry the schemas.
 */
export const MINIGAME_API_BASE = '/minigame/api/v1';
export const CHAT_API_BASE = '/chat/api/v1';
