import { createFileRoute } from '@tanstack/react-router';
import { FullReductionEditPage } from '@/features/activity/full-reduction-pages';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/full-reduction/create/{-$activityId}')({
  staticData: { title: '创建满减活动', authKey: 'activity.discount.list', hideInMenu: true, activeMenu: '/activity/full-reduction' },
  params: {
    parse: (p) => ({ activityId: p.activityId === undefined ? undefined : parseId(p.activityId) }),
    stringify: (p) => ({ activityId: p.activityId === undefined ? undefined : String(p.activityId) }),
  },
  component: function Page() {
    return <FullReductionEditPage id={Route.useParams().activityId} />;
  },
});
