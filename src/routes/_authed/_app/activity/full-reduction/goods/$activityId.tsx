import { createFileRoute } from '@tanstack/react-router';
import { FullReductionGoodsPage } from '@/features/activity/full-reduction-pages';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/full-reduction/goods/$activityId')({
  staticData: { title: '满减活动商品', authKey: 'activity.discount.list', hideInMenu: true, activeMenu: '/activity/full-reduction' },
  params: {
    parse: (p) => ({ activityId: parseId(p.activityId) }),
    stringify: (p) => ({ activityId: String(p.activityId) }),
  },
  component: function Page() {
    return <FullReductionGoodsPage id={Route.useParams().activityId} />;
  },
});
