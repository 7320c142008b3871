import { BO_PROMOTIONS } from '@member/shared/backoffice';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
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

/**
 * The link's address, edited in a row under the toolbar (not a nested form: the promotion's form
 * holds it). An address the sanitiser would drop is refused here with its message.
 */
function LinkRow({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    if (address === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
    } else if (!isAllowedUrl('a', address)) setError(T.linkRefused);
    else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
      onClose();
    }
  };
  return (
    <div
      className="flex flex-wrap items-end gap-2 border-b border-line p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <TextField
        label={T.linkAddress}
        hint={T.linkHint}
        error={error}
        className="min-w-64 flex-1"
        inputMode="url"
        autoFocus
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          // Enter applies the link; it must not submit the promotion's form.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <div className="flex gap-2 pb-5">
        <button type="button" className={buttonClass('primary')} onClick={apply}>
          {T.linkApply}
        </button>
        {editor.isActive('link') && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {T.linkRemove}
          </button>
        )}
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {T.linkCancel}
        </button>
      </div>
    </div>
  );
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
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <>
      <div
        role="toolbar"
        aria-label={label}
        aria-controls={controls}
        className="flex flex-wrap gap-1 border-b border-line bg-surface-2/50 p-1"
      >
        <ToolButton
          label={T.bold}
          className="font-bold"
          pressed={active.bold}
          onClick={() => run().toggleBold().run()}
        />
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
        <ToolButton
          label={T.heading}
          pressed={active.heading}
          onClick={() => run().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={T.subheading}
          pressed={active.subheading}
          onClick={() => run().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label={T.bulletList} pressed={active.bulletList} onClick={() => run().toggleBulletList().run()} />
        <ToolButton
          label={T.orderedList}
          pressed={active.orderedList}
          onClick={() => run().toggleOrderedList().run()}
        />
        <ToolButton label={T.blockquote} pressed={active.blockquote} onClick={() => run().toggleBlockquote().run()} />
        <ToolButton label={T.link} pressed={active.link} onClick={() => setLinkOpen(true)} />
        <ToolButton label={T.rule} onClick={() => run().setHorizontalRule().run()} />
        <ToolButton label={T.undo} disabled={!active.canUndo} onClick={() => run().undo().run()} />
        <ToolButton label={T.redo} disabled={!active.canRedo} onClick={() => run().redo().run()} />
      </div>
      {linkOpen && <LinkRow editor={editor} onClose={() => setLinkOpen(false)} />}
    </>
  );
}
