import { IMAGE_ACCEPT } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useEffect, useId, useRef, useState } from 'react';

export interface ImageChoice {
  file: File | null;
  /** A local `blob:` URL of the chosen file, for its preview before anything is sent. */
  previewUrl: string | null;
  choose: (file: File | null) => void;
}

/** The file an operator picked and its local preview; the preview's URL is freed when replaced or gone. */
export function useImageChoice(): ImageChoice {
  const [choice, setChoice] = useState<{ file: File | null; previewUrl: string | null }>({
    file: null,
    previewUrl: null,
  });
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const previewUrl = file ? URL.createObjectURL(file) : null;
    current.current = previewUrl;
    setChoice({ file, previewUrl });
  };
  return { ...choice, choose };
}

/** An image as it will show: contained in a light checkerboard-free frame, never stretched. */
export function ImageFrame({
  src,
  alt,
  className = 'h-32',
  onError,
}: {
  src: string;
  alt: string;
  className?: string;
  onError?: () => void;
}) {
  return (
    <div
      className={`flex items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100 ${className}`}
    >
      <img src={src} alt={alt} onError={onError} className="max-h-full max-w-full object-contain" />
    </div>
  );
}

/**
 * A file field for one jpg/png image with the preview of what was picked (before saving). The server
 * checks the file by its content and answers in Thai; this field does not refuse anything itself.
 */
export function ImageChoiceField({
  label,
  choice,
  error,
  hint = BO_CONTENT.imageHint,
  previewClassName = 'h-40',
  onChoose,
}: {
  label: string;
  choice: ImageChoice;
  error?: string | null;
  hint?: string;
  previewClassName?: string;
  /** After a file is picked (a screen clears the last refusal, say). */
  onChoose?: () => void;
}) {
  const id = useId();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = choice.previewUrl !== null && brokenUrl === choice.previewUrl;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {/* The browser's own file button speaks the browser's language: a Thai one stands in for it. */}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            choice.choose(event.currentTarget.files?.[0] ?? null);
            onChoose?.();
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-line bg-surface px-4 text-sm font-semibold hover:bg-surface-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
        >
          {choice.file ? BO_CONTENT.chooseAnotherImage : BO_CONTENT.chooseImage}
        </label>
        <span className="min-w-0 break-all text-sm text-muted">
          {choice.file ? choice.file.name : BO_CONTENT.noFileChosen}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {choice.file && choice.previewUrl && (
        <figure className="flex flex-col gap-1">
          {broken ? (
            <div
              className={`flex items-center justify-center rounded-lg border border-dashed border-line bg-surface-2 p-3 text-center text-sm text-muted ${previewClassName}`}
            >
              {BO_CONTENT.noPreview}
            </div>
          ) : (
            <ImageFrame
              src={choice.previewUrl}
              alt={BO_CONTENT.newImagePreview}
              className={previewClassName}
              onError={() => setBrokenUrl(choice.previewUrl)}
            />
          )}
          <figcaption className="text-xs text-muted">{BO_CONTENT.newImagePreview}</figcaption>
        </figure>
      )}
    </div>
  );
}
