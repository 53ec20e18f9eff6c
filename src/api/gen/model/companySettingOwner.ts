import type { CompanySettingOwnerAnyOf } from './companySettingOwnerAnyOf';

/**
 * 当前的店铺负责人
 */
export type CompanySettingOwner = CompanySettingOwnerAnyOf | null;
