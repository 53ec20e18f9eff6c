import type { CardCodeFileLines } from './cardCodeFileLines';

export type CardCodeFileLinesEnvelopeAllOf = {
  /** 成功时返回的卡密行 */
  data: CardCodeFileLines;
};
