/** Where a link an operator typed (a banner's url) leads, once checked: a path of this site or an http(s) address. */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Whitespace, control characters and backslashes. Browsers drop tabs and newlines inside a URL and read
 * `\` as `/`, so `/\evil.example` or `/<tab>/evil.example` would be `//evil.example`: another site.
 */
function hasUnsafeCharacter(url: string): boolean {
  if (/[\s\\]/.test(url)) return true;
  for (let i = 0; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The one rule for links typed by operators, used when one is saved (the content schemas) and when the
 * web shows it: a path of this site (`/promotion`, never `//host`, which is another site), or an
 * absolute `http://` / `https://` address with a host. Anything else (empty, `javascript:`, relative,
 * protocol-relative, or holding a backslash, a space or a control character) is no link: null.
 */
export function linkTarget(value: string | null | undefined): LinkTarget | null {
  const url = (value ?? '').trim();
  if (url === '' || hasUnsafeCharacter(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : { kind: 'internal', path: url };
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return web && parsed.hostname !== '' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
