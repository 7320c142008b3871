import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDate,
  HOWTO_MAX_SECTIONS,
  type HowtoContent,
  type HowtoUpdatePayload,
  howtoUpdateSchema,
} from '@member/shared';
import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { TextArea, TextField } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { QueryState } from '@/shared/ui/query-state';
import { useHowto } from '../api/get-howto';
import { useSaveHowto } from '../api/save-howto';

const T = BO_CONTENT.howto;

/** `/content/howto`: the sections of the members' how-to page, edited, reordered and saved at once. */
export default function HowtoRoute() {
  const howto = useHowto();
  if (!howto.data) return <QueryState error={howto.error} onRetry={() => void howto.refetch()} />;
  return <HowtoForm content={howto.data} />;
}

function HowtoForm({ content }: { content: HowtoContent }) {
  const save = useSaveHowto();
  const [done, setDone] = useState('');
  const { register, handleSubmit, formState, control, reset } = useForm<HowtoUpdatePayload>({
    resolver: zodResolver(howtoUpdateSchema),
    defaultValues: { sections: content.sections },
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const submit = handleSubmit((values) => {
    setDone('');
    save.mutate(values, {
      onSuccess: (answer) => {
        reset({ sections: answer.sections });
        setDone(T.saved);
      },
    });
  });
  const listError = formState.errors.sections?.root?.message ?? formState.errors.sections?.message;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{T.title}</h2>
        <p className="text-sm text-muted">{T.intro}</p>
        <p className="text-xs text-muted">
          {content.updated_at ? BO_CONTENT.updatedAt(formatDate(content.updated_at, 'dateTime')) : T.neverSaved}
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {sections.fields.map((field, index) => {
          const errors = formState.errors.sections?.[index];
          return (
            <li key={field.id}>
              <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
                <legend className="sr-only">{T.section(index + 1)}</legend>
                <div className="flex flex-wrap items-center gap-2">
                  <p aria-hidden="true" className="font-semibold">
                    {T.section(index + 1)}
                  </p>
                  <span className="ml-auto flex gap-1">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={T.moveUp(index + 1)}
                      disabled={index === 0}
                      onClick={() => sections.move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={T.moveDown(index + 1)}
                      disabled={index === sections.fields.length - 1}
                      onClick={() => sections.move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:text-red-800"
                      aria-label={T.removeSection(index + 1)}
                      onClick={() => sections.remove(index)}
                    >
                      {BO_ACTIONS.delete}
                    </Button>
                  </span>
                </div>
                <TextField
                  label={T.sectionTitle}
                  error={errors?.title?.message}
                  {...register(`sections.${index}.title`)}
                />
                <TextArea
                  label={T.sectionBody}
                  rows={5}
                  error={errors?.body?.message}
                  {...register(`sections.${index}.body`)}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={sections.fields.length >= HOWTO_MAX_SECTIONS}
          onClick={() => sections.append({ title: '', body: '' })}
        >
          {T.addSection}
        </Button>
      </div>
      <FormSaveRow save={save} done={done} className="border-t border-line pt-4" />
    </form>
  );
}
