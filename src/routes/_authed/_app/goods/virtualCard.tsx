import { createFileRoute } from '@tanstack/react-router';
import { VirtualCardPage } from '@/features/goods/virtual-card-page';

export const Route = createFileRoute('/_authed/_app/goods/virtualCard')({
  staticData: { title: '虚拟卡券', authKey: 'virtual.card.list' },
  component: VirtualCardPage,
});
