import type { TrackResult } from './trackResult';

export type TrackResultEnvelopeAllOf = {
  /** 成功时返回的埋点接收结果 */
  data: TrackResult;
};
