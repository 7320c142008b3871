import {
  DEFAULT_UPLOAD_MAX_BYTES,
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  SLIP_TEXTS,
  type SlipAnswer,
  UI,
} from '@member/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';

/** The mutation of the slip upload (`useDepositSlip`): the route owns it, so its answer outlives the waiting state. */
export type SlipUploadMutation = UseMutationResult<SlipAnswer, Error, File>;

/**
 * A JPEG or PNG within the server's upload limit: by the browser's type, else by the name's extension.
 * The server reads the bytes again.
 */
export function isSlipImage(file: File): boolean {
  const type = file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const image = type
    ? (IMAGE_CONTENT_TYPES as readonly string[]).includes(type)
    : (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return image && file.size > 0 && file.size <= DEFAULT_UPLOAD_MAX_BYTES;
}

/**
 * The transfer slip of a waiting bank deposit (issue 30 §3): the member picks the slip's image and sends
 * it; the server approves the deposit when the slip proves it, or leaves it for an operator. Once approved
 * only the outcome stays, the form goes.
 */
export function SlipUpload({ upload }: { upload: SlipUploadMutation }) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const approved = upload.data?.result === 'approved';

  const pick = (picked: File | undefined) => {
    upload.reset();
    if (picked && !isSlipImage(picked)) {
      setFile(null);
      setRefused(true);
      return;
    }
    setRefused(false);
    setFile(picked ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    upload.mutate(file);
  };

  const status = upload.isPending ? SLIP_TEXTS.verifying : upload.data ? SLIP_TEXTS[upload.data.result] : '';
  const error = refused ? SLIP_TEXTS.errors.notImage : upload.error ? upload.error.message || UI.networkError : null;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface-2 p-4">
      <h2 id={titleId} className="text-sm font-semibold text-text">
        {SLIP_TEXTS.title}
      </h2>
      {!approved && (
        <form onSubmit={submit} className="mt-2 flex flex-col gap-3">
          <p id={hintId} className="text-xs text-text/85">
            {SLIP_TEXTS.hint}
          </p>
          <div className="flex min-w-0 flex-col gap-2">
            <input
              id={inputId}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              aria-describedby={hintId}
              disabled={upload.isPending}
              className="peer sr-only"
              onChange={(event) => pick(event.currentTarget.files?.[0])}
            />
            <label
              htmlFor={inputId}
              className={buttonClass(
                'secondary',
                'w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              {SLIP_TEXTS.choose}
            </label>
            {file && (
              <p data-testid="slip-file" className="truncate text-center text-xs text-muted">
                {file.name}
              </p>
            )}
          </div>
          <button type="submit" disabled={!file || upload.isPending} className={buttonClass('primary', 'w-full')}>
            {upload.isPending && <Spinner className="size-4 border-2" />}
            {SLIP_TEXTS.upload}
          </button>
        </form>
      )}
      {/* Always in the page (empty, it takes no room), so a screen reader announces what it comes to say. */}
      <p
        role="status"
        className={`text-sm ${approved ? 'mt-2 text-emerald-400' : 'text-text/85'} ${status && !approved ? 'mt-3' : ''}`}
      >
        {status}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
