import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useUserInfo } from '@/api/gen/endpoints/account/account';

/**
 * The signed-in user's info, fetched fresh on the onboarding pages (the session cache keeps it forever) and
 * polled while the platform reviews; when the review status changes the router reloads the session.
 */
export function useFreshUser(initialStatus: number) {
  const router = useRouter();
  const q = useUserInfo({ query: { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: (query) => (query.state.data?.reviewStatus === 0 ? 15_000 : false) } });
  const status = q.data?.reviewStatus;
  useEffect(() => {
    if (status !== undefined && status !== initialStatus) void router.invalidate();
  }, [status, initialStatus, router]);
  return q;
}
