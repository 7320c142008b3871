import { SETTING_IMAGE_KINDS, type SettingImageKind } from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { useSettingImages } from '../api/get-setting-images';
import { useResetSettingImage } from '../api/reset-setting-image';
import { useUploadSettingImage } from '../api/upload-setting-image';
import { errorMessage } from '@/shared/lib/error-message';
import { ConfirmCallButton, ConfirmCallDialog } from '../components/confirm-call';
import { ImageChoiceField, ImageFrame, useImageChoice } from '../components/image-choice';

const T = BO_CONTENT.images;

/** `/content/images`: the site's logo, icons and backgrounds; upload one (seen before saving) or go back to the default. */
export default function ImagesRoute() {
  const images = useSettingImages();
  if (!images.data) return <QueryState error={images.error} onRetry={() => void images.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{T.intro}</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {SETTING_IMAGE_KINDS.map((kind) => (
          <SettingImageCard key={kind} kind={kind} current={images.data[kind]} />
        ))}
      </div>
    </div>
  );
}

function SettingImageCard({ kind, current }: { kind: SettingImageKind; current: string | null }) {
  const { label, hint } = BO_CONTENT.imageKinds[kind];
  const choice = useImageChoice();
  const [fieldKey, setFieldKey] = useState(0);
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadSettingImage();
  const reset = useResetSettingImage();

  const clearChoice = () => {
    choice.choose(null);
    setFieldKey((key) => key + 1);
  };
  const save = () => {
    if (!choice.file) return;
    setDone('');
    upload.mutate(
      { kind, file: choice.file },
      {
        onSuccess: () => {
          clearChoice();
          setDone(T.saved);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`image-${kind}`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h2 id={`image-${kind}`} className="text-base font-semibold">
          {label}
        </h2>
        <p className="text-sm text-muted">{hint}</p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold">{T.current}</p>
        {current ? (
          <ImageFrame src={current} alt={`${T.current}: ${label}`} className="h-32" />
        ) : (
          <div className="flex h-32 items-center justify-center rounded-lg border border-dashed border-line bg-surface-2 text-sm text-muted">
            {T.usingDefault}
          </div>
        )}
      </div>
      <ImageChoiceField
        key={fieldKey}
        label={T.uploadNew}
        choice={choice}
        error={errorMessage(upload.error)}
        previewClassName="h-32"
        onChoose={() => {
          upload.reset();
          setDone('');
        }}
      />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={!choice.file || upload.isPending} onClick={save}>
          {upload.isPending ? BO_ACTIONS.saving : T.saveImage}
        </Button>
        {choice.file && (
          <Button
            size="sm"
            variant="secondary"
            disabled={upload.isPending}
            onClick={() => {
              clearChoice();
              upload.reset();
            }}
          >
            {BO_ACTIONS.cancel}
          </Button>
        )}
        {current && (
          <ConfirmCallButton
            call={reset}
            label={BO_ACTIONS.reset}
            className="ml-auto"
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          />
        )}
      </div>
      <SuccessNotice>{done}</SuccessNotice>
      <ConfirmCallDialog
        subject={confirming}
        title={T.resetConfirmTitle}
        confirmLabel={BO_ACTIONS.reset}
        call={reset}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(kind, {
            onSuccess: () => {
              setConfirming(false);
              setDone(T.resetDone);
            },
          })
        }
      >
        {T.resetConfirm(label)}
      </ConfirmCallDialog>
    </section>
  );
}
