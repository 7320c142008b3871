import { CONTENT_MESSAGES } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import type { SaveCall } from '@/shared/ui/save-dialog';
import { ImageChoiceField, ImageFrame, useImageChoice } from './image-choice';
import { ItemDialog, type ItemDialogProps } from './item-dialog';

/** An item's new image (`call` sends it), seen beside the current one before saving. */
export function ReplaceImageDialog<Item extends { id: number; image: string | null }>(
  props: ItemDialogProps<Item> & { call: SaveCall<{ id: number; file: File }> },
) {
  return (
    <ItemDialog {...props} wide>
      {(form, item) => (
        <ReplaceImageForm
          id={form.id}
          current={item.image}
          error={form.error}
          onChoose={form.clear}
          onSubmit={(file) => form.send({ id: item.id, file })}
        />
      )}
    </ItemDialog>
  );
}

/** The current image, the file field and its preview; submitting without a file says to pick one. */
export function ReplaceImageForm({
  id,
  current,
  error,
  onChoose,
  onSubmit,
}: {
  id: string;
  current: string | null;
  error: string | null;
  /** After a file is picked: the last refusal no longer applies. */
  onChoose?: () => void;
  onSubmit: (file: File) => void;
}) {
  const choice = useImageChoice();
  const [missing, setMissing] = useState(false);
  return (
    <form
      id={id}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!choice.file);
        if (choice.file) onSubmit(choice.file);
      }}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">{BO_CONTENT.images.current}</p>
        {current ? (
          <ImageFrame src={current} alt={BO_CONTENT.images.current} className="h-40" />
        ) : (
          <div className="flex h-40 items-center justify-center rounded-lg border border-dashed border-line bg-surface-2 text-sm text-muted">
            {BO_CONTENT.noImage}
          </div>
        )}
      </div>
      <ImageChoiceField
        label={BO_CONTENT.chooseImage}
        choice={choice}
        error={missing && !choice.file ? CONTENT_MESSAGES.imageRequired : error}
        onChoose={onChoose}
      />
    </form>
  );
}
