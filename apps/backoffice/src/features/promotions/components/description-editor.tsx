import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { descriptionExtensions } from '../lib/description-extensions';
import { DescriptionToolbar } from './description-toolbar';

/** Focus handle for react-hook-form: a refused description puts the caret in the editor. */
export interface Focusable {
  focus(): void;
}

export interface DescriptionEditorProps {
  /** The editable area's id (the toolbar controls it). */
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The description's HTML as saved (only read when the editor opens). */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  focusRef: (handle: Focusable | null) => void;
}

/** How the formatting looks while writing (Tailwind's reset removes list bullets and heading sizes). */
const FORMATTED = [
  'min-h-40 px-3 py-2 text-sm leading-relaxed text-text focus:outline-none',
  '[&_p+*]:mt-2 [&_a]:text-accent [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_hr]:my-3 [&_hr]:border-line',
  '[&_img]:h-auto [&_img]:max-w-full',
].join(' ');

/**
 * The promotion description's rich-text editor (decision 0052): only what the server's sanitiser
 * keeps exists in it (descriptionExtensions). The HTML it writes is still sanitised by the server on
 * every output; the editor only avoids offering what would be stripped.
 * Loaded on its own (React.lazy) so only the promotion editor screen downloads it.
 */
export default function DescriptionEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
  focusRef,
}: DescriptionEditorProps) {
  const aria = useRef({ describedBy, invalid });
  const editor = useEditor({
    extensions: descriptionExtensions,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: (): Record<string, string> => ({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(aria.current.invalid),
        ...(aria.current.describedBy ? { 'aria-describedby': aria.current.describedBy } : {}),
        class: FORMATTED,
      }),
    },
    // An empty editor is an empty description, not `<p></p>`.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // aria-describedby and aria-invalid follow the form's errors: ProseMirror reads the attributes on
  // every update (and when it mounts), so a no-op transaction applies the new ones.
  useEffect(() => {
    aria.current = { describedBy, invalid };
    editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
  }, [editor, describedBy, invalid]);

  useEffect(() => {
    focusRef({ focus: () => editor.commands.focus() });
    return () => focusRef(null);
  }, [editor, focusRef]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-surface ${invalid ? 'border-red-600' : 'border-line'} focus-within:ring-2 focus-within:ring-accent`}
    >
      <DescriptionToolbar editor={editor} active={active} controls={id} label={BO_PROMOTIONS.editor.toolbar} />
      <EditorContent editor={editor} />
    </div>
  );
}
