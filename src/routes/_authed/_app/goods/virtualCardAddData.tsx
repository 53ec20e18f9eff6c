import { createFileRoute } from '@tanstack/react-router';
import { VirtualCardAddDataPage } from '@/features/goods/virtual-card-add-data-page';
import { validateBatchIdSearch } from '@/features/goods/search';

export const Route = createFileRoute('/_authed/_app/goods/virtualCardAddData')({
  staticData: { title: '导入卡密', authKey: 'virtual.card.list', hideInMenu: true, activeMenu: '/goods/virtualCard' },
  validateSearch: validateBatchIdSearch,
  component: VirtualCardAddDataPage,
});
