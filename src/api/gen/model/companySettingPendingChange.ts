import type { CompanyChangeRequest } from './companyChangeRequest';

/**
 * 等待平台审核的变更申请，没有时为 null
 */
export type CompanySettingPendingChange = CompanyChangeRequest | null;
