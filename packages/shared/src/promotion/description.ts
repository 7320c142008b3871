/**
 * What a promotion's description (rich text the operator writes, rendered as HTML in members'
 * browsers) may hold (decision 0050): text formatting, lists, headings, links, images and tables;
 * no script, style, iframe or form; no event handler or style attribute; URLs http(s) or
 * site-relative, links also mailto: and tel:. The server sanitises every description it sends with
 * it; the back office's live preview cleans the unsaved text with the same list.
 */
export const DESCRIPTION_ALLOWED_TAGS = [
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
] as const;

/** The attributes each tag keeps (links also get the fixed `target` and `rel` below). */
export const DESCRIPTION_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** Tags dropped with everything inside them, not just unwrapped. */
export const DESCRIPTION_DROPPED_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
] as const;

/** URL schemes allowed in `href` and `src`; links may also use these. Protocol-relative URLs are not. */
export const DESCRIPTION_URL_SCHEMES = ['http', 'https'] as const;
export const DESCRIPTION_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Links leave the site in a new tab without handing it the page's window. */
export const DESCRIPTION_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
