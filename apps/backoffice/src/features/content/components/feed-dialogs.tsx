import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminFeedItem, feedItemFieldsSchema, feedItemUpdateSchema } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useChangeFeedImage } from '../api/change-feed-image';
import { useCreateFeedItem } from '../api/create-feed-item';
import { useUpdateFeedItem } from '../api/update-feed-item';
import { errorMessage } from '@/shared/lib/error-message';
import { ImageChoiceField, useImageChoice } from './image-choice';
import { ReplaceImageForm } from './replace-image-form';
import { splitUploadError } from './upload-error';

const T = BO_CONTENT.news;

type AddInput = z.input<typeof feedItemFieldsSchema>;
type AddOutput = z.output<typeof feedItemFieldsSchema>;
type EditInput = z.input<typeof feedItemUpdateSchema>;
type EditOutput = z.output<typeof feedItemUpdateSchema>;

/** A news item: its text, an optional image (seen before saving), and whether members see it at once. */
export function AddFeedItemDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const create = useCreateFeedItem();
  const formId = useId();
  const { reset } = create;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.add}
      wide
      footer={<SaveButton form={formId} pending={create.isPending} />}
    >
      <AddFeedItemForm
        id={formId}
        error={errorMessage(create.error)}
        onChoose={reset}
        onSubmit={(values, file) => create.mutate({ ...values, file }, { onSuccess: onDone })}
      />
    </Dialog>
  );
}

function AddFeedItemForm({
  id,
  error,
  onChoose,
  onSubmit,
}: {
  id: string;
  error: string | null;
  onChoose: () => void;
  onSubmit: (values: AddOutput, file: File | null) => void;
}) {
  const choice = useImageChoice();
  const { register, handleSubmit, formState } = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(feedItemFieldsSchema),
    defaultValues: { description: '', is_active: true },
  });
  const server = splitUploadError(error);
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => onSubmit(values, choice.file))}
    >
      <TextArea
        label={T.description}
        rows={5}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <ImageChoiceField label={T.imageOptional} choice={choice} error={server.image} onChoose={onChoose} />
      <LabeledCheckbox label={T.activeField} {...register('is_active')} />
      <ErrorNotice message={server.other ?? server.url} />
    </form>
  );
}

/** A news item's text and whether members see it. */
export function EditFeedItemDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminFeedItem | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const update = useUpdateFeedItem();
  const formId = useId();
  const { reset } = update;
  const open = item !== null;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.editTitle}
      wide
      footer={<SaveButton form={formId} pending={update.isPending} />}
    >
      {item && (
        <EditFeedItemForm
          id={formId}
          item={item}
          error={errorMessage(update.error)}
          onSubmit={(changes) => update.mutate({ id: item.id, changes }, { onSuccess: onDone })}
        />
      )}
    </Dialog>
  );
}

function EditFeedItemForm({
  id,
  item,
  error,
  onSubmit,
}: {
  id: string;
  item: AdminFeedItem;
  error: string | null;
  onSubmit: (changes: EditOutput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(feedItemUpdateSchema),
    defaultValues: { description: item.description, is_active: item.is_active },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <TextArea
        label={T.description}
        rows={6}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <LabeledCheckbox label={BO_CONTENT.active} {...register('is_active')} />
      <ErrorNotice message={error} />
    </form>
  );
}

/** A news item's new image, seen beside the current one before saving. */
export function FeedImageDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminFeedItem | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const change = useChangeFeedImage();
  const formId = useId();
  const { reset } = change;
  const open = item !== null;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.imageTitle}
      wide
      footer={<SaveButton form={formId} pending={change.isPending} />}
    >
      {item && (
        <ReplaceImageForm
          id={formId}
          current={item.image}
          error={errorMessage(change.error)}
          onChoose={reset}
          onSubmit={(file) => change.mutate({ id: item.id, file }, { onSuccess: onDone })}
        />
      )}
    </Dialog>
  );
}
