
/**
 * 文件名与 Base64 编码的文件内容
 */
export interface CardCodeFileBody {
  /**
   * 以 .xlsx、.csv 或 .txt 结尾
   * @minLength 1
   * @maxLength 200
   */
  fileName: string;
  /**
   * Base64 编码的文件内容（文件至多约 700 KB）
   * @minLength 1
   * @maxLength 960000
   */
  contentBase64: string;
}
