
/**
 * 当前的店铺负责人
 */
export type CompanySettingOwnerAnyOf = {
  /**
   * 负责人的用户 id
   * @minimum 1
   */
  userId: number;
  /**
   * 负责人姓名
   * @maxLength 50
   */
  name: string;
  /**
   * 脱敏的手机号
   * @maxLength 20
   */
  phoneMasked: string;
};
