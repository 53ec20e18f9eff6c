import { createFileRoute } from '@tanstack/react-router';
import { AddAfterSettingPage } from '@/features/after-sale/setting-pages';

function validate(s: Record<string, unknown>): { afterSaleAddressId?: number } {
  const n = typeof s.afterSaleAddressId === 'number' ? s.afterSaleAddressId : typeof s.afterSaleAddressId === 'string' && /^\d{1,15}$/.test(s.afterSaleAddressId) ? Number(s.afterSaleAddressId) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? { afterSaleAddressId: n } : {};
}

export const Route = createFileRoute('/_authed/_app/shop-setting/add-after-setting')({
  staticData: { title: '新增售后设置', authKey: 'after.sale.setting.view', hideInMenu: true, activeMenu: '/shop-setting/after-setting' },
  validateSearch: validate,
  component: AddAfterSettingPage,
});
