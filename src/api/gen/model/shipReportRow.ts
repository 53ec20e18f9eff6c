
/**
 * 一行的处理结果
 */
export interface ShipReportRow {
  /**
   * 文件中的行号（表头为第 1 行）；直接提交时为序号，从 1 开始
   * @minimum 1
   */
  row: number;
  /**
   * 该行的订单号（原样）
   * @maxLength 100
   */
  orderNo: string;
  /** true 表示已发货 */
  ok: boolean;
  /**
   * 成功为“发货成功”，失败为原因
   * @maxLength 200
   */
  msg: string;
}
