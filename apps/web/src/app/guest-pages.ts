/** Pages a visitor may open without signing in (decision 0021). */
export const GUEST_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/news',
  '/contact',
  '/guest-contact',
  '/forgot-password',
  '/update-password',
  '/howto',
]);

/** The login and register dialogs never show over these pages (SPEC.md §2). */
export const DIALOG_HIDDEN_PATHS: ReadonlySet<string> = new Set(['/news', '/contact', '/forgot-password']);

/** A page whose job ends at the login dialog (a finished password reset), so it is never returned to. */
const NO_RETURN_PATHS: ReadonlySet<string> = new Set(['/update-password']);

/** Previous pages the guard may return to after /login or /register: guest pages a dialog can cover. */
export const RETURN_PATHS: ReadonlySet<string> = new Set(
  [...GUEST_PATHS].filter((path) => !DIALOG_HIDDEN_PATHS.has(path) && !NO_RETURN_PATHS.has(path)),
);

export const DIALOG_PATHS: ReadonlySet<string> = new Set(['/login', '/register']);

/** `/tx/` and `/tx` are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
