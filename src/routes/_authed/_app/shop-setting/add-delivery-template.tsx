import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/shop-setting/add-delivery-template')({
  staticData: { title: '新增运费模板', authKey: 'freight.template.list', hideInMenu: true, activeMenu: '/shop-setting/delivery-template' },
  component: UnderConstruction,
});
