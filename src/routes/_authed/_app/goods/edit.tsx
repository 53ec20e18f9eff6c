import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/edit')({
  staticData: { title: '发布商品', authKey: 'goods.list' },
  component: UnderConstruction,
});
