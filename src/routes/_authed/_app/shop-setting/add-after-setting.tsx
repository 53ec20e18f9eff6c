import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/shop-setting/add-after-setting')({
  staticData: { title: '新增售后设置', authKey: 'after.sale.setting.view', hideInMenu: true, activeMenu: '/shop-setting/after-setting' },
  component: UnderConstruction,
});
