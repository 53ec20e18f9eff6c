import type { ErpVendor } from './erpVendor';

/**
 * 指定 ERP 服务商
 */
export interface ErpVendorBody {
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
}
