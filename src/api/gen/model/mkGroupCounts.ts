
/**
 * 全部与各状态
 */
export interface MkGroupCounts {
  /** 全部 */
  all: number;
  /** 拼团中 */
  open: number;
  /** 已成团 */
  done: number;
  /** 未成团已退款 */
  refunded: number;
}
