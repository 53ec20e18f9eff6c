import { createFileRoute } from '@tanstack/react-router';
import { ActivityDetailPage } from '@/features/activity/platform-pages';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/detail/$activityId')({
  staticData: { title: '活动详情', authKey: 'activity.platform.list', hideInMenu: true, activeMenu: '/activity/square' },
  params: {
    parse: (p) => ({ activityId: parseId(p.activityId) }),
    stringify: (p) => ({ activityId: String(p.activityId) }),
  },
  component: function Page() {
    return <ActivityDetailPage activityId={Route.useParams().activityId} />;
  },
});
