import type { Envelope } from './envelope';
import type { UserReceiveTaskPageEnvelopeAllOf } from './userReceiveTaskPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为领取任务分页
 */
export type UserReceiveTaskPageEnvelope = Envelope & UserReceiveTaskPageEnvelopeAllOf;
