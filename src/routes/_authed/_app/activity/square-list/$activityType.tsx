import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';
import { parseActivityType } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/square-list/$activityType')({
  staticData: { title: '活动报名列表', authKey: 'activity.platform.list', activityType: 'param' },
  params: {
    parse: (p) => ({ activityType: parseActivityType(p.activityType) }),
    stringify: (p) => ({ activityType: String(p.activityType) }),
  },
  beforeLoad: ({ params }) => ({ activityType: params.activityType }),
  component: UnderConstruction,
});
