import type { SeCertificateCandidatesEnvelopeDataListItemActiveAt } from './seCertificateCandidatesEnvelopeDataListItemActiveAt';
import type { SeCertificateCandidatesEnvelopeDataListItemLeftAt } from './seCertificateCandidatesEnvelopeDataListItemLeftAt';

/**
 * 可开具证明的代理
 */
export type SeCertificateCandidatesEnvelopeDataListItem = {
  /**
   * id
   * @minimum 1
   */
  agentId: number;
  /**
   * 姓名
   * @maxLength 50
   */
  name: string;
  /**
   * 学校
   * @maxLength 100
   */
  schoolName: string;
  /**
   * 岗位名称
   * @maxLength 30
   */
  role: string;
  /**
   * 4 在岗；5 已离任
   * @minimum 4
   * @maximum 5
   */
  state: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  activeAt: SeCertificateCandidatesEnvelopeDataListItemActiveAt;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  leftAt: SeCertificateCandidatesEnvelopeDataListItemLeftAt;
  /**
   * 开具时的默认工作内容
   * @maxLength 1000
   */
  workContent: string;
};
