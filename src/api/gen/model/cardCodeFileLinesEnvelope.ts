import type { Envelope } from './envelope';
import type { CardCodeFileLinesEnvelopeAllOf } from './cardCodeFileLinesEnvelopeAllOf';

/**
 * 成功答复信封，data 为文件中的卡密行
 */
export type CardCodeFileLinesEnvelope = Envelope & CardCodeFileLinesEnvelopeAllOf;
