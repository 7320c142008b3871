import {
  DESCRIPTION_ALLOWED_ATTRIBUTES,
  DESCRIPTION_ALLOWED_TAGS,
  DESCRIPTION_DROPPED_TAGS,
  DESCRIPTION_LINK_ATTRIBUTES,
  DESCRIPTION_LINK_SCHEMES,
  DESCRIPTION_URL_SCHEMES,
} from '@member/shared';
import DOMPurify from 'dompurify';

/**
 * The description as the member's card will show it, for the back office's live preview only. The
 * server sanitises every description it sends to members with sanitize-html; the preview shows the
 * operator's unsaved text, so it is cleaned here by DOMPurify with the same allow-list
 * (packages/shared/src/promotion/description.ts).
 */
const purifier = DOMPurify();
const ALLOWED_ATTR = [...new Set(Object.values(DESCRIPTION_ALLOWED_ATTRIBUTES).flat())];
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** What a browser reads of a URL: leading spaces and control characters, tabs and line breaks do not count. */
function normalisedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
}

/** http(s) or a site-relative path; links may also be mailto: and tel:; never another site's `//host`. */
export function isAllowedUrl(tag: string, value: string): boolean {
  const url = normalisedUrl(value);
  if (/^[/\\]{2}/.test(url)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  const allowed: readonly string[] = tag === 'a' ? DESCRIPTION_LINK_SCHEMES : DESCRIPTION_URL_SCHEMES;
  return allowed.includes(scheme);
}

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const allowedHere = DESCRIPTION_ALLOWED_ATTRIBUTES[tag] ?? [];
  if (!allowedHere.includes(data.attrName)) data.keepAttr = false;
  else if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedUrl(tag, data.attrValue)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  for (const [name, value] of Object.entries(DESCRIPTION_LINK_ATTRIBUTES)) node.setAttribute(name, value);
});

export function previewHtml(source: string): string {
  return purifier.sanitize(source, {
    ALLOWED_TAGS: [...DESCRIPTION_ALLOWED_TAGS],
    ALLOWED_ATTR,
    FORBID_CONTENTS: [...DESCRIPTION_DROPPED_TAGS],
    KEEP_CONTENT: true,
    // The URL rule is the hook's (per tag); DOMPurify's own check would refuse mailto:/tel: differences.
    ALLOWED_URI_REGEXP: /^/,
  });
}
