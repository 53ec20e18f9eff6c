
/**
 * 通过的份数
 */
export interface TpBatchResult {
  /** 本次通过的份数 */
  approved: number;
}
