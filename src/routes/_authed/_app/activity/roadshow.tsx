import { createFileRoute } from '@tanstack/react-router';
import { RoadshowPage } from '@/features/activity/roadshow-pages';
import { validateRoadshowSearch } from '@/features/activity/roadshow-search';

export const Route = createFileRoute('/_authed/_app/activity/roadshow')({
  staticData: { title: '路演活动', authKey: ['activity.platform.list', 'common.roadshow.list'] },
  validateSearch: validateRoadshowSearch,
  component: function Page() {
    const s = Route.useSearch();
    return <RoadshowPage school={s.school} month={s.month} />;
  },
});
