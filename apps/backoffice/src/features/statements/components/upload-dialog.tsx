import type { StatementFileImport } from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField } from '@/shared/ui/field';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useStatementSources, useUploadStatementFile } from '../api/statements';

/** What the browser offers to pick: the banks' CSV exports (some save them as .txt). */
export const STATEMENT_FILE_ACCEPT = '.csv,.txt,text/csv';

/** A reason code of a rejected row in Thai; a code this screen does not know, as it came. */
const rejectReason = (code: string) => T.rejectReasons[code] ?? code;

/** What became of the file's rows: the counts in one sentence, then each row that could not be read. */
export function ImportSummary({ result }: { result: StatementFileImport }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <p className="font-semibold">{T.importSummary(result)}</p>
      {result.rejected.length > 0 && (
        <div className="flex flex-col gap-1 text-red-800">
          <p className="font-semibold">{T.rejectedTitle(result.rejected.length)}</p>
          <ul className="list-disc pl-5">
            {result.rejected.map((rejected) => (
              <li key={rejected.row} className="tabular">
                {T.rejectedRow(rejected.row, rejectReason(rejected.reason))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * "อัปโหลดไฟล์ Statement": an active source of the statement-file kind and the bank's CSV export of its
 * account; the answer (how many rows became lines, were matched or wait) stays in the dialog. With no such
 * source the dialog says where to make one.
 */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const fileId = useId();
  const sources = useStatementSources();
  const upload = useUploadStatementFile();
  const { reset } = upload;
  const { refetch } = sources;
  const fileSources = (sources.data ?? []).filter((source) => source.kind === 'statement_file' && source.is_active);
  const [chosen, setChosen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ source?: string; file?: string }>({});
  const [result, setResult] = useState<StatementFileImport | null>(null);
  // One source needs no choosing.
  const sourceId = chosen || (fileSources.length === 1 ? String(fileSources[0]?.id) : '');

  // A source made or switched on since the list was read is offered at once.
  useEffect(() => {
    if (!open) return;
    reset();
    void refetch();
  }, [open, reset, refetch]);

  const close = () => {
    setChosen('');
    setFile(null);
    setMissing({});
    setResult(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanting = { source: sourceId ? undefined : T.sourceRequired, file: file ? undefined : T.fileRequired };
    setMissing(wanting);
    if (!file || !sourceId) return;
    setResult(null);
    upload.mutate({ sourceId: Number(sourceId), file }, { onSuccess: setResult });
  };

  const fileError = missing.file;
  const describedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : null].filter(Boolean).join(' ');
  const noSources = sources.data !== undefined && !sources.isFetching && fileSources.length === 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={T.uploadTitle}
      footer={
        noSources || !sources.data ? null : (
          <Button type="submit" form={formId} disabled={upload.isPending}>
            {upload.isPending ? T.uploading : T.uploadSubmit}
          </Button>
        )
      }
    >
      <p className="text-sm text-muted">{T.uploadIntro}</p>
      {noSources ? (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {T.noFileSources}{' '}
          <Link to={paths.statementSources} className="font-semibold underline">
            {T.addFileSource}
          </Link>
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <SelectField
            label={T.uploadSource}
            value={sourceId}
            error={missing.source}
            onChange={(event) => {
              setChosen(event.target.value);
              setMissing((now) => ({ ...now, source: undefined }));
            }}
            options={[
              { value: '', label: T.chooseSource },
              ...fileSources.map((source) => ({
                value: String(source.id),
                label: source.deposit_account
                  ? `${source.name} (${source.deposit_account.accountNumber})`
                  : source.name,
              })),
            ]}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor={fileId} className="text-sm font-semibold">
              {T.uploadFile}
            </label>
            {/* The browser's own file button speaks the browser's language: a Thai one stands in for it. */}
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={fileId}
                type="file"
                accept={STATEMENT_FILE_ACCEPT}
                aria-describedby={describedBy}
                aria-invalid={Boolean(fileError)}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setMissing((now) => ({ ...now, file: undefined }));
                  setResult(null);
                  reset();
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={fileId}
                className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-line bg-surface px-4 text-sm font-semibold whitespace-nowrap hover:bg-surface-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
              >
                {file ? T.chooseAnotherFile : T.chooseFile}
              </label>
              <span className="min-w-0 text-sm break-all text-muted">{file ? file.name : T.noFileChosen}</span>
            </div>
            <p id={`${fileId}-hint`} className="text-xs text-muted">
              {T.uploadFileHint}
            </p>
            {fileError && (
              <p id={`${fileId}-error`} role="alert" className="text-sm text-red-700">
                {fileError}
              </p>
            )}
          </div>
          <ErrorNotice message={errorMessage(upload.error) ?? errorMessage(sources.error)} />
        </form>
      )}
      <div role="status" className="empty:hidden">
        {result && <ImportSummary result={result} />}
      </div>
    </Dialog>
  );
}
