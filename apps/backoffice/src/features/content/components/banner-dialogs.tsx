import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBanner,
  type BannerPlacement,
  bannerFieldsSchema,
  type BannerUpdatePayload,
  bannerUpdateSchema,
  CONTENT_MESSAGES,
} from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { CallDialog, type CallForm } from '@/shared/ui/save-dialog';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useChangeBannerImage } from '../api/change-banner-image';
import { type NewBanner, useCreateBanner } from '../api/create-banner';
import { useUpdateBanner } from '../api/update-banner';
import { ImageChoiceField, useImageChoice } from './image-choice';
import { ItemDialog, type ItemDialogProps } from './item-dialog';
import { ReplaceImageDialog } from './replace-image-form';
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
  return (
    <CallDialog open={open} title={T.add[placement]} wide call={create} onClose={onClose} onDone={onDone}>
      {(form) => <AddBannerForm placement={placement} {...form} />}
    </CallDialog>
  );
}

function AddBannerForm({ id, placement, error, send, clear }: CallForm<NewBanner> & { placement: BannerPlacement }) {
  const choice = useImageChoice();
  const [imageMissing, setImageMissing] = useState(false);
  const { register, handleSubmit, formState } = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(addSchema),
    defaultValues: { url: '', is_active: true },
  });
  const server = splitUploadError(error);
  const submit = handleSubmit((values) => {
    if (!choice.file) return;
    send({ ...values, placement, file: choice.file });
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
        onChoose={clear}
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
export function EditBannerDialog(props: ItemDialogProps<AdminBanner>) {
  const update = useUpdateBanner();
  return (
    <ItemDialog {...props} call={update}>
      {(form, banner) => <EditBannerForm banner={banner} {...form} />}
    </ItemDialog>
  );
}

function EditBannerForm({
  id,
  banner,
  error,
  send,
}: CallForm<{ id: number; changes: BannerUpdatePayload }> & { banner: AdminBanner }) {
  const { register, handleSubmit, formState } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(bannerUpdateSchema),
    defaultValues: { url: banner.url ?? '', is_active: banner.is_active },
  });
  const urlError = error === CONTENT_MESSAGES.urlInvalid ? error : null;
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((changes) => send({ id: banner.id, changes }))}
    >
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
export function BannerImageDialog(props: ItemDialogProps<AdminBanner>) {
  const change = useChangeBannerImage();
  return <ReplaceImageDialog {...props} call={change} />;
}
