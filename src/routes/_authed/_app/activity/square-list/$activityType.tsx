import { createFileRoute } from '@tanstack/react-router';
import { SquareListPage } from '@/features/activity/platform-pages';
import { validatePhaseSearch } from '@/features/activity/search';
import { parseActivityType } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/square-list/$activityType')({
  staticData: { title: '活动报名列表', authKey: 'activity.platform.list', activityType: 'param' },
  params: {
    parse: (p) => ({ activityType: parseActivityType(p.activityType) }),
    stringify: (p) => ({ activityType: String(p.activityType) }),
  },
  beforeLoad: ({ params }) => ({ activityType: params.activityType }),
  validateSearch: validatePhaseSearch,
  component: function Page() {
    return <SquareListPage activityType={Route.useRouteContext().activityType} phase={Route.useSearch().phase} />;
  },
});
