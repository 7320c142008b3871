/** Where to go after sign-in: a path inside the back office only, so `next` never sends an operator elsewhere. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next.startsWith('/login') ? '/' : next;
}
