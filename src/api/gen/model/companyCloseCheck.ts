import type { CompanyCloseCheckClosedAt } from './companyCloseCheckClosedAt';
import type { CompanyCloseCheckClosure } from './companyCloseCheckClosure';
import type { CompanyCloseCheckChecksItem } from './companyCloseCheckChecksItem';

/**
 * 关闭店铺的各项前提，或已关闭店铺的关闭结果
 */
export interface CompanyCloseCheck {
  /**
   * 毫秒时间戳，营业中为 null
   * @minimum 0
   */
  closedAt: CompanyCloseCheckClosedAt;
  /** 已关闭时的结果 */
  closure: CompanyCloseCheckClosure;
  /**
   * 每项前提及其是否满足（已关闭时为空）
   * @maxItems 20
   */
  checks: CompanyCloseCheckChecksItem[];
  /** 营业中且全部前提都满足时为 true */
  allPassed: boolean;
  /** 只有店铺负责人可以关店 */
  isOwner: boolean;
  /**
   * 关店时将退还的保证金（分）
   * @minimum 0
   */
  depositBalance: number;
  /**
   * 关店时将下架的在售商品数
   * @minimum 0
   */
  onSaleGoods: number;
}
