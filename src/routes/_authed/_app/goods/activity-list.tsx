import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/activity-list')({
  staticData: { title: '活动商品', authKey: 'goods.act.list' },
  component: UnderConstruction,
});
