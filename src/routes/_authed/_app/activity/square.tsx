import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/activity/square')({
  staticData: { title: '活动广场', authKey: 'activity.platform.list' },
  component: UnderConstruction,
});
