import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/category-qualifications/')({
  staticData: { title: '类目资质', authKey: 'goods.list' },
  component: UnderConstruction,
});
