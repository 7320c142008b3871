/** Full-page navigations, behind one object so tests can observe them (jsdom cannot navigate). */
export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
  /** Rewrites the address bar without a navigation (drops secrets from the query before a reload). */
  replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
};
