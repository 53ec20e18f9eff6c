import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/activity/full-reduction/')({
  staticData: { title: '满减活动', authKey: 'activity.discount.list' },
  component: UnderConstruction,
});
