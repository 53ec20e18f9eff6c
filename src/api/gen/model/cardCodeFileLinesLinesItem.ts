
/**
 * 文件中的一行
 */
export type CardCodeFileLinesLinesItem = {
  /**
   * 文件中的行号（Excel 为行号）
   * @minimum 1
   */
  line: number;
  /**
   * 该行第一列的内容
   * @maxLength 500
   */
  code: string;
};
