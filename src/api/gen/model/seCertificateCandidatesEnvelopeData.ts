import type { SeCertificateCandidatesEnvelopeDataListItem } from './seCertificateCandidatesEnvelopeDataListItem';

/**
 * 在岗或已离任、没有有效证明的代理
 */
export interface SeCertificateCandidatesEnvelopeData {
  /** 按 id 倒序 */
  list: SeCertificateCandidatesEnvelopeDataListItem[];
}
