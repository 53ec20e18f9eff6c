import type { ErpVendor } from './erpVendor';
import type { ErpAuthStatus } from './erpAuthStatus';
import type { ErpAuthResultVendorShopId } from './erpAuthResultVendorShopId';
import type { ErpAuthResultVendorShopName } from './erpAuthResultVendorShopName';
import type { ErpAuthResultAuthorizedAt } from './erpAuthResultAuthorizedAt';
import type { ErpAuthResultExpireAt } from './erpAuthResultExpireAt';
import type { ErpAuthResultFailReason } from './erpAuthResultFailReason';

/**
 * 本店在某 ERP 服务商处的授权情况
 */
export interface ErpAuthResult {
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
  /** 0 未授权；1 授权中（待核验）；2 已授权；3 授权失败；4 授权已过期 */
  authStatus: ErpAuthStatus;
  /**
   * 本店在 ERP 中的店铺编号；未授权时为 null
   * @maxLength 64
   */
  vendorShopId: ErpAuthResultVendorShopId;
  /**
   * 本店在 ERP 中的店铺名称；未授权时为 null
   * @maxLength 100
   */
  vendorShopName: ErpAuthResultVendorShopName;
  /**
   * 授权成功时间，毫秒时间戳；未授权时为 null
   * @minimum 0
   */
  authorizedAt: ErpAuthResultAuthorizedAt;
  /**
   * 授权到期时间，毫秒时间戳；长期有效或未授权时为 null
   * @minimum 0
   */
  expireAt: ErpAuthResultExpireAt;
  /**
   * 授权失败的原因；未失败时为 null
   * @maxLength 500
   */
  failReason: ErpAuthResultFailReason;
}
