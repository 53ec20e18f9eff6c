import { createFileRoute } from '@tanstack/react-router';
import { VirtualCardPage } from '@/features/goods/virtual-card-pages';

export const Route = createFileRoute('/_authed/_app/goods/virtualCard')({
  staticData: { title: '虚拟卡券', authKey: 'virtual.card.list' },
  component: VirtualCardPage,
});
