import type { SeCertificate } from './seCertificate';
import type { SeCertificatePageEnvelopeDataNextCursor } from './seCertificatePageEnvelopeDataNextCursor';

/**
 * 一页证明与下一页游标
 */
export interface SeCertificatePageEnvelopeData {
  /** 按开具倒序 */
  list: SeCertificate[];
  /** 没有更多时为 null */
  nextCursor: SeCertificatePageEnvelopeDataNextCursor;
}
