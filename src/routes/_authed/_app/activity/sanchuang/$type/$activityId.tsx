import { createFileRoute } from '@tanstack/react-router';
import { SanchuangPage } from '@/features/activity/sanchuang-page';
import { parseId, parseSanchuangType } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/sanchuang/$type/$activityId')({
  staticData: { title: '三创活动', authKey: 'activity.platform.list', hideInMenu: true, activeMenu: '/activity/square' },
  // type: topic 企业命题, team 参赛团队, award 颁奖 (anything else shows 404); activityId: the round.
  params: {
    parse: (p) => ({ type: parseSanchuangType(p.type), activityId: parseId(p.activityId) }),
    stringify: (p) => ({ type: String(p.type), activityId: String(p.activityId) }),
  },
  component: function Page() {
    const { type, activityId } = Route.useParams();
    return <SanchuangPage type={type} activityId={activityId} />;
  },
});
