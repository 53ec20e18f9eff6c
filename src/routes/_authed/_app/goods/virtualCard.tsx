import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/virtualCard')({
  staticData: { title: '虚拟卡券', authKey: 'virtual.card.list' },
  component: UnderConstruction,
});
