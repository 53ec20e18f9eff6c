import { createFileRoute } from '@tanstack/react-router';
import { AfterSettingPage } from '@/features/after-sale/setting-pages';

export const Route = createFileRoute('/_authed/_app/shop-setting/after-setting')({
  staticData: { title: '售后设置', authKey: 'after.sale.setting.view' },
  component: AfterSettingPage,
});
