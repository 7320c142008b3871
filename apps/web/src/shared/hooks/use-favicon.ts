import { useEffect } from 'react';

/** Points the page's icon link at `href` (SPEC.md §1: the site icon replaces the browser favicon). */
export function useFavicon(href: string): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    if (link.getAttribute('href') === href) return;
    // The bundled icon is an SVG; an uploaded one is a PNG or JPEG: a stale `type` would make the browser skip it.
    link.removeAttribute('type');
    link.href = href;
  }, [href]);
}
