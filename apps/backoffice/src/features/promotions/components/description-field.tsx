import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { lazy, Suspense, useId } from 'react';
import type { DescriptionEditorProps } from './description-editor';

// The editor (Tiptap, ProseMirror) is fetched only when a promotion's form opens.
const DescriptionEditor = lazy(() => import('./description-editor'));

type FieldProps = Pick<DescriptionEditorProps, 'value' | 'onChange' | 'onBlur' | 'focusRef'> & { error?: string };

/** The description: its label, the rich-text editor, the hint and the field's message under it. */
export function DescriptionField({ error, ...editor }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold text-text">
        {BO_PROMOTIONS.fields.description}
      </span>
      <Suspense
        fallback={
          <p className="grid min-h-52 place-items-center rounded-lg border border-line text-sm text-muted">
            {BO_PROMOTIONS.editor.loading}
          </p>
        }
      >
        <DescriptionEditor
          id={`${id}-editor`}
          labelId={labelId}
          describedBy={describedBy}
          invalid={Boolean(error)}
          {...editor}
        />
      </Suspense>
      <p id={hintId} className="text-xs text-muted">
        {BO_PROMOTIONS.fields.descriptionHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
