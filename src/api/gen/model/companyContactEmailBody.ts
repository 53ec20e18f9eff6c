import type { CompanyContactEmailBodyContactEmail } from './companyContactEmailBodyContactEmail';

/**
 * 新的联系邮箱；null 或空字符串表示清除
 */
export interface CompanyContactEmailBody {
  /**
   * 邮箱地址，最长 100 个字符
   * @maxLength 100
   */
  contactEmail: CompanyContactEmailBodyContactEmail;
}
