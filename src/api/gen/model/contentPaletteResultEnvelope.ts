import type { Envelope } from './envelope';
import type { ContentPaletteResultEnvelopeAllOf } from './contentPaletteResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为命令面板结果
 */
export type ContentPaletteResultEnvelope = Envelope & ContentPaletteResultEnvelopeAllOf;
