import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';

/** One page of a keyset (cursor) list, as every `…Page` of the contract has it. */
export interface KeysetPage<T> {
  list: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * A keyset list read page by page: `fetchPage(cursor, signal)` calls the generated function with the cursor of the
 * page before (null for the first). `key` is the query key: the operation's path first (so invalidating the path
 * refetches it), then whatever else selects the rows (the filter).
 */
export function useKeysetList<T>(key: readonly unknown[], fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<T> | null>, enabled = true) {
  const q = useInfiniteQuery({
    queryKey: [...key, 'keyset'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => (last?.hasMore ? last.nextCursor : undefined),
    enabled,
  });
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p?.list ?? []) ?? [], [q.data]);
  return { rows, query: q, loading: q.isLoading, hasMore: !!q.hasNextPage, loadingMore: q.isFetchingNextPage, loadMore: () => void q.fetchNextPage() };
}
