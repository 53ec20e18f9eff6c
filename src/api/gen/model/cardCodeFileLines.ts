import type { CardCodeFileLinesLinesItem } from './cardCodeFileLinesLinesItem';

/**
 * 按文件行号的卡密行
 */
export interface CardCodeFileLines {
  /** 非空行，至多 5000 行 */
  lines: CardCodeFileLinesLinesItem[];
}
