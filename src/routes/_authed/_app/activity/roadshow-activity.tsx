import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/activity/roadshow-activity')({
  staticData: { title: '路演报名', authKey: ['activity.platform.list', 'common.roadshow.list'] },
  component: UnderConstruction,
});
