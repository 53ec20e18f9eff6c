import { createFileRoute } from '@tanstack/react-router';
import { DeliveryTemplatePage } from '@/features/shop-setting/template-list-page';

export const Route = createFileRoute('/_authed/_app/shop-setting/delivery-template')({
  staticData: { title: '运费模板', authKey: 'freight.template.list' },
  component: DeliveryTemplatePage,
});
