import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedUrl } from './preview-html';

/**
 * What the description editor can hold: exactly the formatting the server's sanitiser keeps
 * (packages/shared/src/promotion/description.ts, decision 0052). Inline code and code blocks are off
 * (no `code`/`pre` in the allow-list), headings stop at h4, links take only the sanitiser's schemes.
 * Images are not added from the editor (the banner has its own field), but a saved description's stay.
 */
export const descriptionExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    // No empty paragraph added after a list or quote: it would be saved as `<p></p>`.
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isAllowedUrl('a', url),
    },
  }),
  Image,
];
