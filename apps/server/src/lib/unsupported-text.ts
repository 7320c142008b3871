/**
 * Texts no form can produce and PostgreSQL refuses to store: a NUL character, or half of a UTF-16
 * surrogate pair (a lone surrogate cannot be encoded as UTF-8). Refused once, for every string of
 * every request, before a route sees it.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSUPPORTED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsupportedText(text: string): boolean {
  return UNSUPPORTED.test(text);
}

const EVERY_UNSUPPORTED = new RegExp(UNSUPPORTED.source, 'g');

/** `text` with each unsupported character replaced by U+FFFD: for a text only kept, never answered on. */
export function replaceUnsupportedText(text: string): string {
  return text.replace(EVERY_UNSUPPORTED, '\uFFFD');
}

/** True when any string (or object key) in `value` is unsupported. `value` is already depth-limited. */
export function containsUnsupportedText(value: unknown): boolean {
  if (typeof value === 'string') return isUnsupportedText(value);
  if (Array.isArray(value)) return value.some(containsUnsupportedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => isUnsupportedText(key) || containsUnsupportedText(item));
  }
  return false;
}

/** Deepest nesting of arrays and objects any call of the API needs is 4; 16 leaves room. */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether a JSON text nests deeper than `maxDepth`, found by scanning the characters (no parse, no
 * recursion), so a body like `[[[[...` of 64 KB is refused before anything walks it.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
