
/**
 * 文件或粘贴内容中的一行
 */
export type CardCodeImportBodyLinesItem = {
  /**
   * 在文件或粘贴内容中的行号，从 1 开始
   * @minimum 1
   * @maximum 1000000
   */
  line: number;
  /**
   * 原样提交，服务端去除首尾空白后逐行校验（6 至 64 位字母、数字或 -）
   * @maxLength 500
   */
  code: string;
};
