import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/activity/roadshow')({
  staticData: { title: '路演活动', authKey: ['activity.platform.list', 'common.roadshow.list'] },
  component: UnderConstruction,
});
