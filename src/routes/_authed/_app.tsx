import { createFileRoute, redirect } from '@tanstack/react-router';
import { canAccess } from '@/lib/permissions';
import type { RouteMeta } from '@/lib/route-meta';
import { AppLayoutRoute } from '@/app/layout/app-layout-route';

/**
 * The main layout. Only a passed review enters (spec §4); every matched route's authKey is checked here,
 * and a page the user lacks renders the 403 page in place (spec §6).
 */
export const Route = createFileRoute('/_authed/_app')({
  beforeLoad: ({ context, matches }): { denied: boolean } => {
    if (context.session.user.reviewStatus !== 1) throw redirect({ to: '/login/apply', replace: true });
    const metas: ReadonlyArray<{ staticData?: RouteMeta }> = matches;
    return { denied: metas.some((m) => !canAccess(context.session.keys, m.staticData)) };
  },
  component: AppLayoutRoute,
});
