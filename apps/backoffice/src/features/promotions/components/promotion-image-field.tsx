import { type AdminPromotion, IMAGE_CONTENT_TYPES } from '@member/shared';
import { useId, useRef, useState } from 'react';
import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { Button, buttonClass } from '@/shared/ui/button';
import { messageOf } from '@/shared/lib/error-message';
import { useRemovePromotionImage } from '../api/remove-promotion-image';
import { useUploadPromotionImage } from '../api/upload-promotion-image';

/**
 * The promotion's banner: a file chosen is uploaded at once (the server checks it before storing
 * anything; its Thai refusal shows under the field), and can be removed.
 */
export function PromotionImageField({ promotion }: { promotion: AdminPromotion }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPromotionImage();
  const remove = useRemovePromotionImage();
  const [done, setDone] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setDone(null);
    remove.reset();
    upload.mutate(
      { id: promotion.id, file },
      {
        onSuccess: () => setDone(BO_PROMOTIONS.imageUploaded),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {promotion.imagePath ? (
        <img
          src={promotion.imagePath}
          alt={BO_PROMOTIONS.imageAlt(promotion.title)}
          className="aspect-video w-full max-w-sm rounded-lg border border-line bg-surface-2 object-cover"
        />
      ) : (
        <p className="text-sm text-muted">{BO_PROMOTIONS.imageNone}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {BO_PROMOTIONS.fields.image}
        </label>
        {/* The browser's own file button speaks its UI language; this label is the button, in Thai. */}
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onFile(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'sm',
            'w-fit cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          {upload.isPending ? BO_PROMOTIONS.imageUploading : BO_PROMOTIONS.imageChoose}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {BO_PROMOTIONS.fields.imageHint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {messageOf(error)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {promotion.imagePath && (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => {
              setDone(null);
              upload.reset();
              remove.mutate(promotion.id, { onSuccess: () => setDone(BO_PROMOTIONS.imageRemoved) });
            }}
          >
            {BO_PROMOTIONS.imageRemove}
          </Button>
        )}
        <p role="status" className="text-sm text-green-800">
          {upload.isPending ? BO_PROMOTIONS.imageUploading : done}
        </p>
      </div>
    </div>
  );
}
