import type { CardCodeImportResultLinesItem } from './cardCodeImportResultLinesItem';

/**
 * 写入与拒绝的行数及逐行结果
 */
export interface CardCodeImportResult {
  /**
   * 写入批次的行数
   * @minimum 0
   */
  added: number;
  /**
   * 被拒绝的行数
   * @minimum 0
   */
  rejected: number;
  /** 与提交的行一一对应 */
  lines: CardCodeImportResultLinesItem[];
}
