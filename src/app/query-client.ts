import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/http';

/** React Query owns retries (ky has none): network hiccups retry twice, business answers never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 2 && err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}
