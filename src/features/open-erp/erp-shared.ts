import { useQueryClient } from '@tanstack/react-query';
import { getErpAbutmentDetailQueryKey, getErpFormListQueryKey, getErpShopConfigDetailQueryKey } from '@/api/gen/endpoints/open-erp/open-erp';
import type { StatusMap } from '@/components/status-tag';
import { ERP_PARTNERS, ERP_VENDORS, type ErpVendor } from '@/lib/constants';
import './open-erp.css';

export const LIVE_KEYS = [getErpShopConfigDetailQueryKey(), getErpAbutmentDetailQueryKey()];
export const MANAGE_KEY = 'open.manage';

export const AUTH_STATUS: StatusMap = {
  0: { text: '未授权', color: 'default' },
  1: { text: '授权中（待核验）', color: 'processing' },
  2: { text: '已授权', color: 'green' },
  3: { text: '授权失败', color: 'red' },
  4: { text: '授权已过期', color: 'orange' },
}

export const ABUTMENT_STATUS: StatusMap = {
  0: { text: '未对接', color: 'default' },
  1: { text: '已申请待受理', color: 'processing' },
  2: { text: '服务商配置中', color: 'processing' },
  3: { text: '待商家确认', color: 'orange' },
  4: { text: '已对接', color: 'green' },
  5: { text: '已撤销', color: 'default' },
  6: { text: '已驳回', color: 'red' },
}

export const FORM_STATUS: StatusMap = {
  0: { text: '待受理', color: 'processing' },
  1: { text: '处理中', color: 'processing' },
  2: { text: '已完成', color: 'green' },
  3: { text: '已驳回', color: 'red' },
  4: { text: '已撤销', color: 'default' },
}

export const vendorName = (v: string | null | undefined) => (v ? (ERP_VENDORS[v as ErpVendor] ?? v) : '-');

export const partyName = (a: { vendor?: string | null; partner?: string | null }) =>
  a.vendor ? vendorName(a.vendor) : a.partner ? `${ERP_PARTNERS[a.partner as keyof typeof ERP_PARTNERS] ?? a.partner}（跨境清关）` : '-';

export function useRefreshAll() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: getErpShopConfigDetailQueryKey() });
    void qc.invalidateQueries({ queryKey: getErpAbutmentDetailQueryKey() });
    void qc.invalidateQueries({
      queryKey: getErpFormListQueryKey({ pageNum: 1, pageSize: 10 }),
    });
  };
}
