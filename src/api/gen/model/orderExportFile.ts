
/**
 * 导出完成的 Excel 文件
 */
export interface OrderExportFile {
  /**
   * 文件名
   * @maxLength 100
   */
  fileName: string;
  /**
   * MIME 类型
   * @maxLength 100
   */
  mime: string;
  /** Base64 编码的 .xlsx 文件 */
  contentBase64: string;
}
