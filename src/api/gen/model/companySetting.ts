import type { CompanySettingCompany } from './companySettingCompany';
import type { CompanySettingOwner } from './companySettingOwner';
import type { CompanySettingContactEmail } from './companySettingContactEmail';
import type { CompanySettingClosedAt } from './companySettingClosedAt';
import type { CompanySettingPendingChange } from './companySettingPendingChange';
import type { CompanyChangeRequest } from './companyChangeRequest';
import type { CompanySettingTransferCandidatesItem } from './companySettingTransferCandidatesItem';
import type { CompanySettingRolesItem } from './companySettingRolesItem';

/**
 * 已认证的公司资料、负责人、联系邮箱、资料变更申请与负责人转让所需的数据
 */
export interface CompanySetting {
  /** 企业认证通过的资料（只读）；没有认证资料的字段为 null */
  company: CompanySettingCompany;
  /** 当前的店铺负责人 */
  owner: CompanySettingOwner;
  /**
   * 未设置时为 null
   * @maxLength 100
   */
  contactEmail: CompanySettingContactEmail;
  /** 当前用户是否店铺负责人 */
  isOwner: boolean;
  /**
   * 店铺关闭的时间（毫秒时间戳），营业中为 null
   * @minimum 0
   */
  closedAt: CompanySettingClosedAt;
  /** 等待平台审核的变更申请，没有时为 null */
  pendingChange: CompanySettingPendingChange;
  /**
   * 最近 10 条资料变更申请，新的在前
   * @maxItems 10
   */
  changeRequests: CompanyChangeRequest[];
  /**
   * 在职、非负责人的成员（仅负责人可见，其他人为空）
   * @maxItems 500
   */
  transferCandidates: CompanySettingTransferCandidatesItem[];
  /**
   * 原负责人转让后可担任的角色（仅负责人可见）
   * @maxItems 200
   */
  roles: CompanySettingRolesItem[];
}
