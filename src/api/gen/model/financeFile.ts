
/**
 * 下载的文件（Base64）
 */
export interface FinanceFile {
  /**
   * 下载时的文件名
   * @maxLength 100
   */
  fileName: string;
  /**
   * MIME 类型
   * @maxLength 100
   */
  mime: string;
  /** Base64 编码的文件内容 */
  contentBase64: string;
}
