import { createFileRoute } from '@tanstack/react-router';
import { RoadshowActivityPage } from '@/features/activity/roadshow-pages';
import { validateRoadshowTabSearch } from '@/features/activity/roadshow-search';

export const Route = createFileRoute('/_authed/_app/activity/roadshow-activity')({
  staticData: { title: '路演报名', authKey: ['activity.platform.list', 'common.roadshow.list'] },
  validateSearch: validateRoadshowTabSearch,
  component: function Page() {
    return <RoadshowActivityPage status={Route.useSearch().status} />;
  },
});
