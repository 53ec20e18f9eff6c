import { createFileRoute } from '@tanstack/react-router';
import { SubmitPage } from '@/features/activity/platform-pages';
import { parseActivityType, parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/submit/$activityType/$activityId')({
  staticData: { title: '活动报名', authKey: 'activity.platform.list', hideInMenu: true, activeMenu: '/activity/square', activityType: 'param' },
  params: {
    parse: (p) => ({ activityType: parseActivityType(p.activityType), activityId: parseId(p.activityId) }),
    stringify: (p) => ({ activityType: String(p.activityType), activityId: String(p.activityId) }),
  },
  beforeLoad: ({ params }) => ({ activityType: params.activityType }),
  component: function Page() {
    // The type comes from the route context (set from the typed path parameter in beforeLoad).
    return <SubmitPage activityType={Route.useRouteContext().activityType} activityId={Route.useParams().activityId} />;
  },
});
