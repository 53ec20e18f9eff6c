import { createFileRoute } from '@tanstack/react-router';
import { SquarePage } from '@/features/activity/platform-pages';

export const Route = createFileRoute('/_authed/_app/activity/square')({
  staticData: { title: '活动广场', authKey: 'activity.platform.list' },
  component: SquarePage,
});
