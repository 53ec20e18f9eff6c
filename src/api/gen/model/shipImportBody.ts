
/**
 * 上传 CSV 或 Excel（.xlsx）发货文件：首行为表头“订单号、物流公司、运单号”，物流公司可填名称或代码
 */
export interface ShipImportBody {
  /**
   * 以 .csv 或 .xlsx 结尾
   * @pattern ^.{1,100}\.([cC][sS][vV]|[xX][lL][sS][xX])$
   */
  fileName: string;
  /**
   * 文件内容的 Base64 编码，文件不超过 700 KB
   * @minLength 4
   * @maxLength 960000
   */
  contentBase64: string;
}
