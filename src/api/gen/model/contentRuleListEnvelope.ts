import type { Envelope } from './envelope';
import type { ContentRuleListEnvelopeAllOf } from './contentRuleListEnvelopeAllOf';

/**
 * 成功答复信封，data 为规则列表
 */
export type ContentRuleListEnvelope = Envelope & ContentRuleListEnvelopeAllOf;
