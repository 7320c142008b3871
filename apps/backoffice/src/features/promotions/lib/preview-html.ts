/**
 * The description as the member's card will show it, for the back office's live preview only. The
 * server sanitises every description it sends to members (apps/server/src/modules/promotion/sanitize.ts);
 * the preview shows the operator's unsaved text, so it is cleaned here with the same allow-list: the
 * text is parsed in an inert document (no script runs, nothing loads) and only allowed tags and
 * attributes are copied out.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'div',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** What a browser reads of a URL: leading spaces and control characters, tabs and line breaks do not count. */
function normalisedUrl(value: string): string {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start++;
  return value.slice(start).replace(/[\t\n\r]/g, '');
}

/** http(s) or a site-relative path; links may also be mailto: and tel:. */
export function isAllowedUrl(tag: string, value: string): boolean {
  const url = normalisedUrl(value);
  if (/^[/\\]{2}/.test(url)) return false; // protocol-relative: another site
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https' || (tag === 'a' && (scheme === 'mailto' || scheme === 'tel'));
}

function copyChildren(from: Node, to: Element, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyChildren(element, to, doc); // unknown tags are unwrapped, their text kept
      continue;
    }
    const clean = doc.createElement(tag);
    for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null || (URL_ATTRIBUTES.has(name) && !isAllowedUrl(tag, value))) continue;
      clean.setAttribute(name, value);
    }
    if (tag === 'a') {
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

export function previewHtml(source: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${source}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
