import sanitizeHtml from 'sanitize-html';

/**
 * A promotion's description is rich text the operator writes; members' browsers render it as HTML.
 * It is stored as written and sanitised on every output with an allow-list (decision 0050): text
 * formatting, lists, headings, links and images only; no script, style, iframe or form; no event
 * handler or style attribute; URLs only http(s) (links also mailto and tel) or site-relative.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    // target and rel are the transform's own values (transformTags runs before this filter).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links leave the site in a new tab without handing it our window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
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
