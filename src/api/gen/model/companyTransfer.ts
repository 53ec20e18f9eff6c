
/**
 * 新的店铺负责人与原负责人的角色
 */
export interface CompanyTransfer {
  /**
   * 新负责人的用户 id
   * @minimum 1
   */
  ownerUserId: number;
  /**
   * 新负责人的姓名
   * @maxLength 50
   */
  ownerName: string;
  /**
   * 脱敏的手机号
   * @maxLength 20
   */
  ownerPhoneMasked: string;
  /**
   * 原负责人现在的角色名称
   * @maxLength 50
   */
  formerOwnerRole: string;
}
