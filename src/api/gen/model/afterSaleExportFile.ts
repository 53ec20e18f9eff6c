
/**
 * Excel 文件
 */
export interface AfterSaleExportFile {
  /** .xlsx */
  fileName: string;
  /** Base64 */
  contentBase64: string;
  /** 导出的售后单数 */
  rows: number;
}
