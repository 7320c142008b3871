import {
  DESCRIPTION_ALLOWED_ATTRIBUTES,
  DESCRIPTION_ALLOWED_TAGS,
  DESCRIPTION_DROPPED_TAGS,
  DESCRIPTION_LINK_ATTRIBUTES,
  DESCRIPTION_LINK_SCHEMES,
  DESCRIPTION_URL_SCHEMES,
} from '@member/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * A promotion's description is rich text the operator writes; members' browsers render it as HTML.
 * It is stored as written and sanitised on every output with the allow-list of packages/shared
 * (decision 0050).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_ALLOWED_TAGS],
  allowedAttributes: {
    ...DESCRIPTION_ALLOWED_ATTRIBUTES,
    // target and rel are the transform's own values (transformTags runs before this filter).
    a: [...(DESCRIPTION_ALLOWED_ATTRIBUTES.a ?? []), ...Object.keys(DESCRIPTION_LINK_ATTRIBUTES)],
  },
  allowedSchemes: [...DESCRIPTION_URL_SCHEMES],
  allowedSchemesByTag: { a: [...DESCRIPTION_LINK_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: [...DESCRIPTION_DROPPED_TAGS],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...DESCRIPTION_LINK_ATTRIBUTES } }),
  },
};

const cache = new Map<string, string>();
const CACHE_MAX = 500;

/** The safe HTML of a description (memoised: descriptions are few and change rarely). */
export function sanitizeDescription(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(html, clean);
  return clean;
}
