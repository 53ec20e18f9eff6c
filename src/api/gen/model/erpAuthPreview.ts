import type { ErpAuthPreviewRequestedAt } from './erpAuthPreviewRequestedAt';
import type { ErpVendor } from './erpVendor';
import type { ErpAuthScope } from './erpAuthScope';

/**
 * 商家确认授权前展示的信息：哪个 ERP、授权给哪个店铺、开放哪些数据
 */
export interface ErpAuthPreview {
  /**
   * 将被授权的店铺（当前登录的店铺）名称
   * @maxLength 100
   */
  shopName: string;
  /**
   * ERP 发起这次授权的时间，毫秒时间戳；不带 state 时为 null
   * @minimum 0
   */
  requestedAt: ErpAuthPreviewRequestedAt;
  /** jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒 */
  vendor: ErpVendor;
  /**
   * ERP 服务商中文名称
   * @maxLength 50
   */
  vendorName: string;
  /**
   * 服务商授权页地址（已包含 state 与回调地址），前端在新窗口打开
   * @maxLength 2000
   */
  authUrl: string;
  /**
   * 平台在该 ERP 服务商处的应用标识，部分 ERP 需商家手动填写
   * @maxLength 100
   */
  appKey: string;
  /**
   * 本次授权的防伪 state，authConfirm 时原样带回
   * @maxLength 64
   */
  state: string;
  /** 本次授权将开放的数据权限 */
  scopes: ErpAuthScope[];
  /**
   * 授权地址与 state 的有效期，单位秒
   * @minimum 0
   */
  expireSeconds: number;
}
