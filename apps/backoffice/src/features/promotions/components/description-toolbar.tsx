import { BO_PROMOTIONS } from '@member/shared/backoffice';
import type { Editor } from '@tiptap/react';
import { isAllowedUrl } from '../lib/preview-html';

const T = BO_PROMOTIONS.editor;

export interface ActiveFormats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading: boolean;
  subheading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const BUTTON =
  'rounded-md border border-transparent px-2 py-1 text-sm text-text hover:bg-surface-2 aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:font-semibold disabled:text-muted disabled:hover:bg-transparent';

function ToolButton({
  label,
  pressed,
  disabled,
  className = '',
  onClick,
}: {
  label: string;
  /** Undefined for an action (a rule, undo) that is not a state to switch. */
  pressed?: boolean;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      className={`${BUTTON} ${className}`}
      // Keep the editor's selection: the command focuses it back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Asks for the link's address; an empty answer removes the link, a scheme the sanitiser drops is refused. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt(T.linkPrompt, current);
  if (answer === null) return;
  const href = answer.trim();
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!isAllowedUrl('a', href)) {
    window.alert(T.linkRefused);
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

/**
 * One button per formatting the description's sanitiser keeps and the editor writes (decision 0052),
 * with Thai names and aria-pressed showing what the caret's text has.
 */
export function DescriptionToolbar({
  editor,
  active,
  controls,
  label,
}: {
  editor: Editor;
  active: ActiveFormats;
  controls: string;
  label: string;
}) {
  const run = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b border-line bg-surface-2/50 p-1"
    >
      <ToolButton label={T.bold} className="font-bold" pressed={active.bold} onClick={() => run().toggleBold().run()} />
      <ToolButton
        label={T.italic}
        className="italic"
        pressed={active.italic}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolButton
        label={T.underline}
        className="underline"
        pressed={active.underline}
        onClick={() => run().toggleUnderline().run()}
      />
      <ToolButton
        label={T.strike}
        className="line-through"
        pressed={active.strike}
        onClick={() => run().toggleStrike().run()}
      />
      <ToolButton label={T.heading} pressed={active.heading} onClick={() => run().toggleHeading({ level: 2 }).run()} />
      <ToolButton
        label={T.subheading}
        pressed={active.subheading}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton label={T.bulletList} pressed={active.bulletList} onClick={() => run().toggleBulletList().run()} />
      <ToolButton label={T.orderedList} pressed={active.orderedList} onClick={() => run().toggleOrderedList().run()} />
      <ToolButton label={T.blockquote} pressed={active.blockquote} onClick={() => run().toggleBlockquote().run()} />
      <ToolButton label={T.link} pressed={active.link} onClick={() => editLink(editor)} />
      <ToolButton label={T.rule} onClick={() => run().setHorizontalRule().run()} />
      <ToolButton label={T.undo} disabled={!active.canUndo} onClick={() => run().undo().run()} />
      <ToolButton label={T.redo} disabled={!active.canRedo} onClick={() => run().redo().run()} />
    </div>
  );
}
