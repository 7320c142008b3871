import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminFeedItem,
  feedItemFieldsSchema,
  type FeedItemUpdatePayload,
  feedItemUpdateSchema,
} from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextArea } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { CallDialog, type CallForm } from '@/shared/ui/save-dialog';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useChangeFeedImage } from '../api/change-feed-image';
import { type NewFeedItem, useCreateFeedItem } from '../api/create-feed-item';
import { useUpdateFeedItem } from '../api/update-feed-item';
import { ImageChoiceField, useImageChoice } from './image-choice';
import { ItemDialog, type ItemDialogProps } from './item-dialog';
import { ReplaceImageDialog } from './replace-image-form';
import { splitUploadError } from './upload-error';

const T = BO_CONTENT.news;

type AddInput = z.input<typeof feedItemFieldsSchema>;
type AddOutput = z.output<typeof feedItemFieldsSchema>;
type EditInput = z.input<typeof feedItemUpdateSchema>;
type EditOutput = z.output<typeof feedItemUpdateSchema>;
type FeedDialogProps = Omit<ItemDialogProps<AdminFeedItem>, 'title'>;

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
  return (
    <CallDialog open={open} title={T.add} wide call={create} onClose={onClose} onDone={onDone}>
      {(form) => <AddFeedItemForm {...form} />}
    </CallDialog>
  );
}

function AddFeedItemForm({ id, error, send, clear }: CallForm<NewFeedItem>) {
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
      onSubmit={handleSubmit((values) => send({ ...values, file: choice.file }))}
    >
      <TextArea
        label={T.description}
        rows={5}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <ImageChoiceField label={T.imageOptional} choice={choice} error={server.image} onChoose={clear} />
      <LabeledCheckbox label={T.activeField} {...register('is_active')} />
      <ErrorNotice message={server.other ?? server.url} />
    </form>
  );
}

/** A news item's text and whether members see it. */
export function EditFeedItemDialog(props: FeedDialogProps) {
  const update = useUpdateFeedItem();
  return (
    <ItemDialog {...props} title={T.editTitle} wide call={update}>
      {(form, item) => <EditFeedItemForm item={item} {...form} />}
    </ItemDialog>
  );
}

function EditFeedItemForm({
  id,
  item,
  error,
  send,
}: CallForm<{ id: number; changes: FeedItemUpdatePayload }> & { item: AdminFeedItem }) {
  const { register, handleSubmit, formState } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(feedItemUpdateSchema),
    defaultValues: { description: item.description, is_active: item.is_active },
  });
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((changes) => send({ id: item.id, changes }))}
    >
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
export function FeedImageDialog(props: FeedDialogProps) {
  const change = useChangeFeedImage();
  return <ReplaceImageDialog {...props} title={T.imageTitle} call={change} />;
}
