import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';
import { parseId, parseSanchuangType } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/activity/sanchuang/$type/$activityId')({
  staticData: { title: '三创活动', authKey: 'activity.platform.list', hideInMenu: true, activeMenu: '/activity/square' },
  params: {
    parse: (p) => ({ type: parseSanchuangType(p.type), activityId: parseId(p.activityId) }),
    stringify: (p) => ({ type: String(p.type), activityId: String(p.activityId) }),
  },
  component: UnderConstruction,
});
