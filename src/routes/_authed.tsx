import { createFileRoute, isRedirect, Outlet, redirect } from '@tanstack/react-router';
import { clearToken, getToken } from '@/stores/session';
import { loadSession } from '@/features/account/session';
import { reportError } from '@/lib/error-reporting/lazy';

/**
 * The navigation guard of spec §2 for every signed-in route: without a token, go to login with the intended
 * path; on first entry load user info and the whitelists (cached); if that fails, clear the token and go to login.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const toLogin = () => redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (!getToken()) throw toLogin();
    try {
      return { session: await loadSession(context.queryClient) };
    } catch (err) {
      if (isRedirect(err)) throw err;
      reportError(err, { where: 'session' });
      clearToken();
      context.queryClient.clear();
      throw toLogin();
    }
  },
  component: Outlet,
});
