import { createFileRoute } from '@tanstack/react-router';
import { VirtualCardCheckPage } from '@/features/goods/virtual-card-check-page';

export const Route = createFileRoute('/_authed/_app/goods/virtualCardCheck')({
  staticData: { title: '卡券核验', authKey: 'virtual.card.list', hideInMenu: true, activeMenu: '/goods/virtualCard' },
  component: VirtualCardCheckPage,
});
