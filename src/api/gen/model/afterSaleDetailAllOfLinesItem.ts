
/**
 * 申请金额与尚可退金额
 */
export type AfterSaleDetailAllOfLinesItem = {
  /** id */
  orderLineId: number;
  /** 名称 */
  goodsName: string;
  /** 文字 */
  specText: string;
  /** 件 */
  quantity: number;
  /** 分 */
  amount: number;
  /** 分（实付减已退） */
  refundableLeft: number;
};
