import type { ShopFreightQuoteSlotsItem } from './shopFreightQuoteSlotsItem';

/**
 * 试算的运费与依据
 */
export interface ShopFreightQuote {
  /**
   * 运费（分）
   * @minimum 0
   * @maximum 100000000
   */
  amount: number;
  /**
   * 运费的计算依据
   * @maxLength 200
   */
  basis: string;
  /**
   * 所用校园配送区的配送时段
   * @maxItems 6
   */
  slots: ShopFreightQuoteSlotsItem[];
}
