import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/overview/overview-page';

export const Route = createFileRoute('/_authed/_app/overview')({
  staticData: { title: '店铺概况' },
  component: OverviewPage,
});
