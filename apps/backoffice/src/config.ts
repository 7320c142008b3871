/** Runtime configuration a host may inject before the bundle loads (its own API base, SPEC.md §7). */
interface BackofficeConfig {
  apiBase?: string;
}

declare global {
  interface Window {
    __BACKOFFICE_CONFIG__?: BackofficeConfig;
  }
}

export function apiBase(): string {
  return window.__BACKOFFICE_CONFIG__?.apiBase ?? '/api';
}
