import type { Envelope } from './envelope';
import type { ContentRuleDetailEnvelopeAllOf } from './contentRuleDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为规则详情
 */
export type ContentRuleDetailEnvelope = Envelope & ContentRuleDetailEnvelopeAllOf;
