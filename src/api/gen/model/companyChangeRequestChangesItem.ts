import type { CompanyChangeRequestChangesItemField } from './companyChangeRequestChangesItemField';
import type { CompanyChangeRequestChangesItemBefore } from './companyChangeRequestChangesItemBefore';

/**
 * 一个字段的变更
 */
export type CompanyChangeRequestChangesItem = {
  /** companyName 公司名称，licenseAddress 注册地址，legalPersonName 法定代表人姓名，licenseImageUrl 营业执照照片 */
  field: CompanyChangeRequestChangesItemField;
  /**
   * 字段的中文名称
   * @maxLength 50
   */
  label: string;
  /**
   * 申请时的值；原来没有时为 null
   * @maxLength 1000
   */
  before: CompanyChangeRequestChangesItemBefore;
  /**
   * 申请的新值
   * @maxLength 1000
   */
  after: string;
};
