import { createFileRoute } from '@tanstack/react-router';
import { AddDeliveryTemplatePage } from '@/features/shop-setting/template-edit-page';
import { validateTemplateEditSearch } from '@/features/shop-setting/search';

export const Route = createFileRoute('/_authed/_app/shop-setting/add-delivery-template')({
  staticData: { title: '新增运费模板', authKey: 'freight.template.list', hideInMenu: true, activeMenu: '/shop-setting/delivery-template' },
  validateSearch: validateTemplateEditSearch,
  component: AddDeliveryTemplatePage,
});
