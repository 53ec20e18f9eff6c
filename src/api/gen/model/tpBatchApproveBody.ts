
/**
 * 至多 100 份待审核的提交
 */
export interface TpBatchApproveBody {
  /**
   * 1 至 100 个 id
   * @minItems 1
   * @maxItems 100
   */
  takeIds: number[];
}
