import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/api/gen/endpoints/account/account';

/**
 * The signed-in user's info, fetched fresh on the onboarding pages (the session cache keeps it forever) and
 * polled while the platform reviews; when the review status changes the router reloads the session.
 *
 * useQuery over the generated options, not the generated useUserInfo hook: account.ts sits in the entry chunk
 * (the session guard needs it), and using its hook here would pull react-query's observer code into the entry.
 */
export function useFreshUser(initialStatus: number) {
  const router = useRouter();
  const q = useQuery({
    ...getUserInfoQueryOptions(),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.reviewStatus === 0 ? 15_000 : false),
  });
  const status = q.data?.reviewStatus;
  useEffect(() => {
    if (status !== undefined && status !== initialStatus) void router.invalidate();
  }, [status, initialStatus, router]);
  return q;
}
