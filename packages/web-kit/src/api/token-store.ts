/** Where an app keeps its access token: one key per app, so a member and an operator session never mix. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(key: string): TokenStore {
  return {
    get: () => localStorage.getItem(key),
    set: (token) => localStorage.setItem(key, token),
    clear: () => localStorage.removeItem(key),
  };
}
