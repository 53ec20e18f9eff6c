import type { StatusMap } from '@/components/status-tag';
/** The company area's keys (server/lib/permission-keys.ts) and labels. */
export const VIEW_KEY = 'company.view';
export const EDIT_KEY = ['company.view', 'company.edit'];
export const MANAGE_KEY = ['company.view', 'company.manage'];
export const CLOSE_KEY = ['company.view', 'company.close'];

export const COMPANY_TYPES: Record<number, string> = { 1: '企业', 2: '个体工商户', 3: '小微商户', 4: '跨境企业' };

export const CHANGE_STATUS: StatusMap = {
  0: { text: '待平台审核', color: 'processing' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
  3: { text: '已撤回', color: 'default' },
};
