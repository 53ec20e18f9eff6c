import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '@/stores/session';
import { LoginPage } from '@/features/account/login-page';

export interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login/')({
  staticData: { name: 'Login', title: '登录', public: true, hideInTabs: true, withoutAntd: true },
  validateSearch: (s: Record<string, unknown>): LoginSearch => (typeof s.redirect === 'string' && s.redirect ? { redirect: s.redirect } : {}),
  // With a token, visiting login goes to the overview (spec §2).
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/overview', replace: true });
  },
  component: LoginPage,
});
