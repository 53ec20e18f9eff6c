import type { CompanyContactEmailContactEmail } from './companyContactEmailContactEmail';

/**
 * 修改后的联系邮箱
 */
export interface CompanyContactEmail {
  /**
   * 未设置时为 null
   * @maxLength 100
   */
  contactEmail: CompanyContactEmailContactEmail;
}
