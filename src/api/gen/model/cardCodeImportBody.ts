import type { CardCodeImportBodyLinesItem } from './cardCodeImportBodyLinesItem';

/**
 * 一个批次与要导入的卡密行
 */
export interface CardCodeImportBody {
  /**
   * 批次 id
   * @minimum 1
   * @maximum 2147483647
   */
  batchId: number;
  /**
   * 1 至 5000 行；行号用于逐行报告
   * @minItems 1
   * @maxItems 5000
   */
  lines: CardCodeImportBodyLinesItem[];
}
