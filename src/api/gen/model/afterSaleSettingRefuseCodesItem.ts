
/**
 * 代码与名称
 */
export type AfterSaleSettingRefuseCodesItem = {
  /** 代码 */
  code: string;
  /** 中文 */
  text: string;
};
