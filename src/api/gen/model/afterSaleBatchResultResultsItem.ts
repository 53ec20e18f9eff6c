
/**
 * 成功与否与说明
 */
export type AfterSaleBatchResultResultsItem = {
  /** id */
  afterSaleId: number;
  /** 是否同意 */
  ok: boolean;
  /** 中文 */
  msg: string;
};
