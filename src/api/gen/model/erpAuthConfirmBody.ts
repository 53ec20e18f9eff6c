import type { ErpVendor } from './erpVendor';

/**
 * ERP 授权页回跳时携带的参数
 */
export interface ErpAuthConfirmBody {
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
  /**
   * ERP 服务商回跳时返回的授权码
   * @minLength 1
   * @maxLength 256
   */
  authCode: string;
  /**
   * getAuthPreview 返回的 state，原样带回
   * @minLength 1
   * @maxLength 64
   */
  state: string;
}
