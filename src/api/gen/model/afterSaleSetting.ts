import type { AfterSaleSettingSetting } from './afterSaleSettingSetting';
import type { AfterSaleSettingAddressesItem } from './afterSaleSettingAddressesItem';
import type { AfterSaleSettingReasonsItem } from './afterSaleSettingReasonsItem';
import type { AfterSaleSettingRefuseCodesItem } from './afterSaleSettingRefuseCodesItem';

/**
 * 规则、退货地址、拒绝原因预设与原因类型
 */
export interface AfterSaleSetting {
  /** 自动同意与时限 */
  setting: AfterSaleSettingSetting;
  /** 默认在前 */
  addresses: AfterSaleSettingAddressesItem[];
  /** 按添加顺序 */
  reasons: AfterSaleSettingReasonsItem[];
  /** 平台定义 */
  refuseCodes: AfterSaleSettingRefuseCodesItem[];
}
