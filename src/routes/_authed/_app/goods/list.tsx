import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/list')({
  staticData: { title: '商品列表', authKey: 'goods.list' },
  component: UnderConstruction,
});
