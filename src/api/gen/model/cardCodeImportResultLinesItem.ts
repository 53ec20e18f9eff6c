import type { CardCodeImportResultLinesItemReason } from './cardCodeImportResultLinesItemReason';

/**
 * 一行的导入结果
 */
export type CardCodeImportResultLinesItem = {
  /**
   * 提交的行号
   * @minimum 1
   */
  line: number;
  /**
   * 打码后的卡密
   * @maxLength 64
   */
  codeMasked: string;
  /** true 已写入 */
  ok: boolean;
  /**
   * 被拒绝的原因
   * @maxLength 200
   */
  reason: CardCodeImportResultLinesItemReason;
};
