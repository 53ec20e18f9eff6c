import { createFileRoute } from '@tanstack/react-router';
import { ActivityListPage } from '@/features/goods/activity-list-page';

export const Route = createFileRoute('/_authed/_app/goods/activity-list')({
  staticData: { title: '活动商品', authKey: 'goods.act.list' },
  component: ActivityListPage,
});
