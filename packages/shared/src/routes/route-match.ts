/**
 * Whether a pathname is one of the route patterns, the way React Router matches them: case-insensitive,
 * a trailing slash ignored, `:name` standing for one non-empty segment. For the server, which must tell
 * a page the app knows from one it would show as 404.
 */
export function routePatternMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const split = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const compiled = patterns.map(split);
  return (pathname) => {
    let segments: string[];
    try {
      segments = split(decodeURI(pathname));
    } catch {
      return false;
    }
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
    );
  };
}
