import { createFileRoute } from '@tanstack/react-router';
import { FullReductionListPage } from '@/features/activity/full-reduction-pages';
import { validateStateSearch } from '@/features/activity/search';

export const Route = createFileRoute('/_authed/_app/activity/full-reduction/')({
  staticData: { title: '满减活动', authKey: 'activity.discount.list' },
  validateSearch: validateStateSearch,
  component: function Page() {
    return <FullReductionListPage state={Route.useSearch().state} />;
  },
});
