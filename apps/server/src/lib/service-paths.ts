const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a URL lies under one of the given paths (`/api`, `/api/...`, never `/apix`), its query aside. */
export function servicePathMatcher(servicePaths: readonly string[]): (url: string) => boolean {
  const patterns = servicePaths.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(/|$)`));
  return (url) => {
    const pathname = url.split('?')[0] ?? url;
    return patterns.some((pattern) => pattern.test(pathname));
  };
}
