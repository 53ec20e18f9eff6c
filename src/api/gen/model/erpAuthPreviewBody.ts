import type { ErpVendor } from './erpVendor';

/**
 * 指定 ERP 服务商；从 ERP 给出的确认链接进入时带上链接里的 state 与 code
 */
export interface ErpAuthPreviewBody {
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
  /**
   * ERP 发起授权时平台生成的 state（确认链接中的 state）
   * @minLength 1
   * @maxLength 64
   */
  state?: string;
  /**
   * 确认链接中的 code，与 state 一起证明链接来自该 ERP
   * @minLength 1
   * @maxLength 256
   */
  authCode?: string;
}
