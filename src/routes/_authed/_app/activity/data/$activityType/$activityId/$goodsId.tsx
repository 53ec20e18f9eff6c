import { createFileRoute } from '@tanstack/react-router';
import { ActivityDataPage } from '@/features/activity/platform-pages';
import { validateGroupSearch } from '@/features/activity/search';
import { parseActivityType, parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/data/$activityType/$activityId/$goodsId')({
  staticData: { title: '活动数据', authKey: 'activity.platform.list', hideInMenu: true, activeMenu: '/activity/square', activityType: 'param' },
  params: {
    parse: (p) => ({ activityType: parseActivityType(p.activityType), activityId: parseId(p.activityId), goodsId: parseId(p.goodsId) }),
    stringify: (p) => ({ activityType: String(p.activityType), activityId: String(p.activityId), goodsId: String(p.goodsId) }),
  },
  validateSearch: validateGroupSearch,
  beforeLoad: ({ params }) => ({ activityType: params.activityType }),
  component: function Page() {
    const p = Route.useParams();
    const { groupState } = Route.useSearch();
    return <ActivityDataPage activityType={p.activityType} activityId={p.activityId} goodsId={p.goodsId} {...(groupState ? { groupState } : {})} />;
  },
});
