
/**
 * 退回库存的件数
 */
export interface TpSampleStop {
  /** 样品配置 id */
  sampleId: number;
  /** 未发放而退回规格库存的件数 */
  returned: number;
}
