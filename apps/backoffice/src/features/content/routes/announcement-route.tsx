import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_MAX_LENGTH, type AnnouncementUpdatePayload, announcementUpdateSchema } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SaveButton } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useAnnouncement } from '../api/get-announcement';
import { useSaveAnnouncement } from '../api/save-announcement';
import { errorMessage } from '@/shared/lib/error-message';

const T = BO_CONTENT.announcement;

/** `/content/announcement`: the running text of the home page. */
export default function AnnouncementRoute() {
  const announcement = useAnnouncement();
  if (!announcement.data) {
    return <QueryState error={announcement.error} onRetry={() => void announcement.refetch()} />;
  }
  return <AnnouncementForm text={announcement.data.text} />;
}

function AnnouncementForm({ text }: { text: string }) {
  const save = useSaveAnnouncement();
  const [done, setDone] = useState('');
  const { register, handleSubmit, formState, control, reset } = useForm<AnnouncementUpdatePayload>({
    resolver: zodResolver(announcementUpdateSchema),
    defaultValues: { text },
  });
  const length = useWatch({ control, name: 'text' }).length;
  const submit = handleSubmit((values) => {
    setDone('');
    save.mutate(values, {
      onSuccess: (answer) => {
        reset({ text: answer.text });
        setDone(T.saved);
      },
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h2 className="text-lg font-semibold">{T.title}</h2>
        <p className="text-sm text-muted">{T.intro}</p>
      </div>
      <TextArea
        label={T.field}
        rows={4}
        hint={T.count(length, ANNOUNCEMENT_MAX_LENGTH)}
        error={formState.errors.text?.message}
        {...register('text')}
      />
      <ErrorNotice message={errorMessage(save.error)} />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton pending={save.isPending} disabled={!formState.isDirty} />
        <SuccessNotice>{done}</SuccessNotice>
      </div>
    </form>
  );
}
