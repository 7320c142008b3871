import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_MAX_LENGTH, type AnnouncementUpdatePayload, announcementUpdateSchema } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextArea } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { QueryState } from '@/shared/ui/query-state';
import { useAnnouncement } from '../api/get-announcement';
import { useSaveAnnouncement } from '../api/save-announcement';

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
      <FormSaveRow save={save} done={done} disabled={!formState.isDirty} />
    </form>
  );
}
