import type {
  AdminStatementLine,
  AdminStatementSource,
  AutoDepositSettings,
  Page,
  StatementLineCandidates,
  StatementFileImport,
  StatementLineMatch,
  StatementSourceCreate,
  StatementSourceWithToken,
} from '@member/shared';
import { UPLOAD_FILE_FIELD } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';

/** The review queue asks again this often: a line decided by anyone leaves every open queue. */
export const REVIEW_REFRESH_MS = 5_000;

/** The statement screens' cache: a decision invalidates every list of lines; a source change the sources. */
export const statementKeys = {
  lines: ['statements', 'lines'] as const,
  lineList: (query: string) => ['statements', 'lines', query] as const,
  candidates: (id: number) => ['statements', 'candidates', id] as const,
  sources: ['statements', 'sources'] as const,
  settings: ['statements', 'settings'] as const,
  depositAccounts: ['statements', 'deposit-accounts'] as const,
};

/** `GET /admin/statement-lines` (`money.view`): a page by `state`, `kind`, `source` (`query` is `?…`). */
export function statementLinesOptions(query: string, refetchInterval?: number) {
  return queryOptions({
    queryKey: statementKeys.lineList(query),
    queryFn: ({ signal }) => api.get<Page<AdminStatementLine>>(`/admin/statement-lines${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export function useStatementLines(query: string, refetchInterval?: number) {
  return useQuery(statementLinesOptions(query, refetchInterval));
}

/** `GET /admin/statement-lines/{id}/candidates`: the open requests and members that could take the line. */
export function useLineCandidates(id: number | null) {
  return useQuery({
    queryKey: statementKeys.candidates(id ?? 0),
    queryFn: ({ signal }) => api.get<StatementLineCandidates>(`/admin/statement-lines/${id}/candidates`, { signal }),
    enabled: id !== null,
  });
}

/**
 * `POST /admin/statement-lines/{id}/match` (`money.decide`): credit the line to a request or a member. A line
 * decided already answers 409 (404 when gone); whatever the answer, the lists are fetched again.
 */
export function useMatchLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatementLineMatch }) =>
      api.post<AdminStatementLine>(`/admin/statement-lines/${id}/match`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.lines }),
  });
}

/** `POST /admin/statement-lines/{id}/dismiss` (`money.decide`): nothing credited; the note says why. */
export function useDismissLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<AdminStatementLine>(`/admin/statement-lines/${id}/dismiss`, { note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.lines }),
  });
}

/** `GET /admin/statement-sources` (`money.view`): each source with its health. */
export function statementSourcesOptions() {
  return queryOptions({
    queryKey: statementKeys.sources,
    queryFn: ({ signal }) => api.get<AdminStatementSource[]>('/admin/statement-sources', { signal }),
  });
}

export function useStatementSources() {
  return useQuery(statementSourcesOptions());
}

/** `POST /admin/statement-sources` (`settings.edit`): answers 201 with the token, shown once. */
export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementSourceCreate) => api.post<StatementSourceWithToken>('/admin/statement-sources', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.sources }),
  });
}

/** `PATCH /admin/statement-sources/{id}` (`settings.edit`): on or off. */
export function useSwitchSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.request<AdminStatementSource>(`/admin/statement-sources/${id}`, { method: 'PATCH', body: { isActive } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.sources }),
  });
}

/** `POST /admin/statement-sources/{id}/token` (`settings.edit`): a new token; the old one stops working. */
export function useNewSourceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<StatementSourceWithToken>(`/admin/statement-sources/${id}/token`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.sources }),
  });
}

/** `POST /admin/statement-files` (`money.decide`): a source's statement export, as multipart `sourceId` and `file`. */
export function uploadStatementFile({ sourceId, file }: { sourceId: number; file: File }) {
  const form = new FormData();
  form.append('sourceId', String(sourceId));
  form.append(UPLOAD_FILE_FIELD, file);
  return api.post<StatementFileImport>('/admin/statement-files', form);
}

/** Uploads a statement file; the lines it stored join every list, the source's count of the day changes. */
export function useUploadStatementFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStatementFile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKeys.lines }),
        queryClient.invalidateQueries({ queryKey: statementKeys.sources }),
      ]),
  });
}

/** A receiving account as `GET /admin/deposit-bank-accounts` answers it (what the payment settings list). */
export interface DepositAccountOption {
  id: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  isActive: boolean;
}

/** `GET /admin/deposit-bank-accounts`: the site's receiving accounts, for a source to report on. */
export function useDepositAccounts(enabled: boolean) {
  return useQuery({
    queryKey: statementKeys.depositAccounts,
    queryFn: ({ signal }) => api.get<DepositAccountOption[]>('/admin/deposit-bank-accounts', { signal }),
    enabled,
  });
}

const SETTINGS_PATH = '/admin/auto-deposit/settings';

/** `GET /admin/auto-deposit/settings` (`money.view`). */
export const autoDepositSettingsOptions = () =>
  settingsQueryOptions<AutoDepositSettings>(api, SETTINGS_PATH, statementKeys.settings);

export const useAutoDepositSettings = () => useQuery(autoDepositSettingsOptions());

/** `PUT /admin/auto-deposit/settings` (`settings.edit`): whole; the answer replaces the cached copy. */
export const useSaveAutoDepositSettings = () =>
  useSaveSettingsMutation<AutoDepositSettings>(api, SETTINGS_PATH, statementKeys.settings);
