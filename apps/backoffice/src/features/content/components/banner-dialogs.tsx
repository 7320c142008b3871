import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBanner,
  type BannerPlacement,
  bannerFieldsSchema,
  bannerUpdateSchema,
  CONTENT_MESSAGES,
} from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useChangeBannerImage } from '../api/change-banner-image';
import { useCreateBanner } from '../api/create-banner';
import { useUpdateBanner } from '../api/update-banner';
import { errorMessage } from '@/shared/lib/error-message';
import { ImageChoiceField, useImageChoice } from './image-choice';
import { ReplaceImageForm } from './replace-image-form';
import { splitUploadError } from './upload-error';

const T = BO_CONTENT.banners;

const addSchema = bannerFieldsSchema.omit({ placement: true });
type AddInput = z.input<typeof addSchema>;
type AddOutput = z.output<typeof addSchema>;
type EditInput = z.input<typeof bannerUpdateSchema>;
type EditOutput = z.output<typeof bannerUpdateSchema>;

/** A new banner: its image (required, seen before saving), link and whether it shows at once. */
export function AddBannerDialog({
  open,
  placement,
  onClose,
  onDone,
}: {
  open: boolean;
  placement: BannerPlacement;
  onClose: () => void;
  onDone: () => void;
}) {
  const create = useCreateBanner();
  const formId = useId();
  const { reset } = create;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.add[placement]}
      wide
      footer={<SaveButton form={formId} pending={create.isPending} />}
    >
      <AddBannerForm
        id={formId}
        error={create.error}
        onChoose={reset}
        onSubmit={(values, file) => create.mutate({ ...values, placement, file }, { onSuccess: onDone })}
      />
    </Dialog>
  );
}

function AddBannerForm({
  id,
  error,
  onChoose,
  onSubmit,
}: {
  id: string;
  error: unknown;
  onChoose: () => void;
  onSubmit: (values: AddOutput, file: File) => void;
}) {
  const choice = useImageChoice();
  const [imageMissing, setImageMissing] = useState(false);
  const { register, handleSubmit, formState } = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(addSchema),
    defaultValues: { url: '', is_active: true },
  });
  const server = splitUploadError(errorMessage(error));
  const submit = handleSubmit((values) => {
    if (!choice.file) return;
    onSubmit(values, choice.file);
  });
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        setImageMissing(!choice.file);
        void submit(event);
      }}
    >
      <ImageChoiceField
        label={T.image}
        choice={choice}
        error={imageMissing && !choice.file ? CONTENT_MESSAGES.imageRequired : server.image}
        onChoose={onChoose}
      />
      <TextField
        label={T.url}
        hint={T.urlHint}
        autoComplete="off"
        error={formState.errors.url?.message ?? server.url ?? undefined}
        {...register('url')}
      />
      <LabeledCheckbox label={T.activeField} {...register('is_active')} />
      <ErrorNotice message={server.other} />
    </form>
  );
}

/** A banner's link and whether members see it. */
export function EditBannerDialog({
  banner,
  title,
  onClose,
  onDone,
}: {
  banner: AdminBanner | null;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const update = useUpdateBanner();
  const formId = useId();
  const { reset } = update;
  const open = banner !== null;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={<SaveButton form={formId} pending={update.isPending} />}
    >
      {banner && (
        <EditBannerForm
          id={formId}
          banner={banner}
          error={errorMessage(update.error)}
          onSubmit={(changes) => update.mutate({ id: banner.id, changes }, { onSuccess: onDone })}
        />
      )}
    </Dialog>
  );
}

function EditBannerForm({
  id,
  banner,
  error,
  onSubmit,
}: {
  id: string;
  banner: AdminBanner;
  error: string | null;
  onSubmit: (changes: EditOutput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(bannerUpdateSchema),
    defaultValues: { url: banner.url ?? '', is_active: banner.is_active },
  });
  const urlError = error === CONTENT_MESSAGES.urlInvalid ? error : null;
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <div className="flex h-28 items-center justify-center overflow-hidden rounded-lg border border-line bg-slate-100">
        <img src={banner.image} alt={T.image} className="max-h-full max-w-full object-contain" />
      </div>
      <TextField
        label={T.url}
        hint={T.urlHint}
        autoComplete="off"
        error={formState.errors.url?.message ?? urlError ?? undefined}
        {...register('url')}
      />
      <LabeledCheckbox label={BO_CONTENT.active} {...register('is_active')} />
      <ErrorNotice message={urlError ? null : error} />
    </form>
  );
}

/** A banner's new image, seen beside the current one before saving. */
export function BannerImageDialog({
  banner,
  title,
  onClose,
  onDone,
}: {
  banner: AdminBanner | null;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const change = useChangeBannerImage();
  const formId = useId();
  const { reset } = change;
  const open = banner !== null;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      wide
      footer={<SaveButton form={formId} pending={change.isPending} />}
    >
      {banner && (
        <ReplaceImageForm
          id={formId}
          current={banner.image}
          error={errorMessage(change.error)}
          onChoose={reset}
          onSubmit={(file) => change.mutate({ id: banner.id, file }, { onSuccess: onDone })}
        />
      )}
    </Dialog>
  );
}
