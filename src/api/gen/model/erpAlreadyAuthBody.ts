import type { ErpVendor } from './erpVendor';

/**
 * 商家声明已在 ERP 后台完成授权
 */
export interface ErpAlreadyAuthBody {
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
  /**
   * 本店在 ERP 中的店铺编号，便于平台核验
   * @maxLength 64
   */
  vendorShopId?: string;
}
