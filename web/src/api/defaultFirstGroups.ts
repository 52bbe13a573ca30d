import { useMemo } from 'react';
import useSWR from 'swr';

/**
 * A family's groups (data APIs', worksheets'), the default group first and named in the UI's
 * language (`defaultName`): the server keeps it nameless.
 */
export function useDefaultFirstGroups<G extends { default: number; name: string }>(
  key: readonly unknown[],
  load: () => Promise<G[]>,
  defaultName: string,
) {
  const swr = useSWR<G[]>(key, load);
  const data = useMemo(
    () =>
      swr.data
        ? [...swr.data]
            .sort((a, b) => b.default - a.default)
            .map((group) => (group.default === 1 ? { ...group, name: defaultName } : group))
        : undefined,
    [swr.data, defaultName],
  );
  return { data, error: swr.error as unknown, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}
