import { createFileRoute, redirect } from '@tanstack/react-router';

/** /redirect/<path>: re-enters <path> so its page mounts afresh (the tab bar's refresh). */
export const Route = createFileRoute('/_authed/redirect/$')({
  staticData: { name: 'Redirect', title: '正在跳转', hideInTabs: true, hideInBreadcrumb: true },
  beforeLoad: ({ params, location }) => {
    const target = `/${params._splat ?? ''}`.replace(/^\/+/, '/');
    throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
});
