import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import type {
  WorksheetAddInput,
  WorksheetChangeInput,
  WorksheetDetail,
  WorksheetGroup,
  WorksheetPreview,
  WorksheetRun,
  WorksheetSummary,
} from '../../../shared/acts/worksheet.js';
import type { FileReading, WorksheetSource } from '../../../shared/datasource/worksheet.js';
import { useServices } from '../app/services';
import { useDefaultFirstGroups } from './defaultFirstGroups';
import { useSessionKey } from './sessionKey';
import { saveDownload } from './saveDownload';

/**
 * Worksheets of `/dataFile` (shared/acts/worksheet.ts): groups, the list (polled while a load
 * runs), previews, run history and the calls that change them. Keys name the session.
 */
const keys = {
  groups: (auth: string) => ['v1/worksheet/group_list', auth] as const,
  list: (auth: string) => ['v1/worksheet/list', auth] as const,
  detail: (auth: string, id: string) => ['v1/worksheet/get', auth, id] as const,
  preview: (auth: string, id: string) => ['v1/worksheet/preview', auth, id] as const,
  runs: (auth: string, id: string) => ['v1/worksheet/runs', auth, id] as const,
};

/** How often the list and an open run history are read again while a worksheet is updating. */
export const UPDATING_POLL_MS = 2_000;

/** Whether any worksheet's load is running (the list polls until none is). */
export const anyUpdating = (items: readonly Pick<WorksheetSummary, 'status'>[] | undefined): boolean =>
  items?.some((item) => item.status === 'updating') ?? false;

/** Worksheet groups, default first; the default group's name follows the UI language. */
export function useWorksheetGroups() {
  const { t } = useTranslation();
  const { rpc } = useServices();
  return useDefaultFirstGroups<WorksheetGroup>(
    keys.groups(useSessionKey()),
    () => rpc.call('v1/worksheet/group_list', {}),
    t('dataFile.groups.default'),
  );
}

/** Every worksheet of the tenant; read again every 2 s while one of them is updating. */
export function useWorksheets() {
  const { rpc } = useServices();
  const swr = useSWR<WorksheetSummary[]>(keys.list(useSessionKey()), () => rpc.call('v1/worksheet/list', {}), {
    refreshInterval: (latest) => (anyUpdating(latest) ? UPDATING_POLL_MS : 0),
    keepPreviousData: true,
  });
  return { data: swr.data, error: swr.error as unknown, retry: () => void swr.mutate() };
}

/** One worksheet's definition (the edit dialog, a failed run's tooltip); read when `id` is set. */
export function useWorksheetDetail(id: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<WorksheetDetail>(
    id ? keys.detail(auth, id) : null,
    () => rpc.call('v1/worksheet/get', { _id: id ?? '' }),
    { revalidateOnFocus: false },
  );
}

export function useWorksheetPreview(id: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<WorksheetPreview>(
    id ? keys.preview(auth, id) : null,
    () => rpc.call('v1/worksheet/preview', { _id: id ?? '' }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** A worksheet's update history, newest first; polled while a run is running. */
export function useWorksheetRuns(id: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<WorksheetRun[]>(
    id ? keys.runs(auth, id) : null,
    () => rpc.call('v1/worksheet/runs', { _id: id ?? '' }),
    {
      revalidateOnFocus: false,
      refreshInterval: (latest) => (latest?.some((run) => run.status === 'running') ? UPDATING_POLL_MS : 0),
    },
  );
}

/** Worksheet and group calls; each refreshes what it changed. Errors are thrown for the caller to show. */
export function useWorksheetActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshLists = useCallback(
    () => Promise.all([mutate(keys.list(auth)), mutate(keys.groups(auth))]),
    [mutate, auth],
  );

  return useMemo(
    () => ({
      refreshLists,
      get: (id: string) => rpc.call('v1/worksheet/get', { _id: id }),
      inspect: (uploadKey: string, filename: string, reading: FileReading, signal?: AbortSignal) =>
        rpc.call('v1/worksheet/inspect', { upload_key: uploadKey, filename, reading }, signal ? { signal } : {}),
      extractColumns: (source: WorksheetSource) => rpc.call('v1/worksheet/extract_columns', { source }),
      add: async (input: WorksheetAddInput): Promise<WorksheetDetail> => {
        const detail = await rpc.call('v1/worksheet/add', input);
        await refreshLists();
        return detail;
      },
      change: async (input: WorksheetChangeInput): Promise<WorksheetDetail> => {
        const detail = await rpc.call('v1/worksheet/change', input);
        await Promise.all([refreshLists(), mutate(keys.preview(auth, input._id))]);
        return detail;
      },
      remove: async (id: string) => {
        await rpc.call('v1/worksheet/remove', { _id: id });
        await refreshLists();
      },
      refresh: async (id: string, full = false) => {
        const run = await rpc.call('v1/worksheet/refresh', { _id: id, full });
        await Promise.all([refreshLists(), mutate(keys.runs(auth, id))]);
        return run;
      },
      exportCsv: async (worksheet: Pick<WorksheetSummary, '_id' | 'name'>) => {
        const ticket = await rpc.call('v1/worksheet/export', { _id: worksheet._id });
        return saveDownload(ticket.url, ticket.filename || `${worksheet.name}.csv`);
      },
      addGroup: async (name: string) => {
        const group = await rpc.call('v1/worksheet/group_add', { name });
        await refreshLists();
        return group;
      },
      renameGroup: async (id: string, name: string) => {
        await rpc.call('v1/worksheet/group_change_name', { _id: id, name });
        await refreshLists();
      },
      removeGroup: async (id: string) => {
        await rpc.call('v1/worksheet/group_remove', { _id: id });
        await refreshLists();
      },
    }),
    [rpc, mutate, auth, refreshLists],
  );
}
