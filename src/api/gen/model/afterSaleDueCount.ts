
/**
 * 页头角标
 */
export interface AfterSaleDueCount {
  /** 商家须处理的售后单 */
  dueIn24h: number;
  /** 未举证的纠纷 */
  proofDueIn24h: number;
}
