import type { SeCertificateStatus } from './seCertificateStatus';
import type { SeCertificateRevokeReason } from './seCertificateRevokeReason';
import type { SeCertificateRevokedAt } from './seCertificateRevokedAt';

/**
 * 开具时的快照
 */
export interface SeCertificate {
  /**
   * id
   * @minimum 1
   */
  certificateId: number;
  /**
   * SX + 开具日期 + 序号
   * @maxLength 30
   */
  certNo: string;
  /**
   * XXXX-XXXX
   * @maxLength 20
   */
  verifyCode: string;
  /**
   * 代理 id
   * @minimum 1
   */
  agentId: number;
  /**
   * 学生姓名
   * @maxLength 50
   */
  agentName: string;
  /**
   * 学校
   * @maxLength 100
   */
  schoolName: string;
  /**
   * 专业
   * @maxLength 50
   */
  major: string;
  /**
   * 岗位名称
   * @maxLength 30
   */
  role: string;
  /**
   * 开具的店铺
   * @maxLength 100
   */
  shopName: string;
  /**
   * 入职时间，毫秒时间戳
   * @minimum 0
   */
  periodStart: number;
  /**
   * 离任时间或开具时间，毫秒时间戳
   * @minimum 0
   */
  periodEnd: number;
  /**
   * 工作内容
   * @maxLength 1000
   */
  workSummary: string;
  /**
   * 期间内带其推荐码的已付款订单
   * @minimum 0
   */
  orderCount: number;
  /**
   * 单位：分
   * @minimum 0
   */
  orderAmount: number;
  /**
   * 评价
   * @maxLength 500
   */
  comment: string;
  /** 1 有效；2 已撤销 */
  status: SeCertificateStatus;
  /**
   * 未撤销时为 null
   * @maxLength 200
   */
  revokeReason: SeCertificateRevokeReason;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  issuedAt: number;
  /**
   * 未撤销时为 null
   * @minimum 0
   */
  revokedAt: SeCertificateRevokedAt;
}
