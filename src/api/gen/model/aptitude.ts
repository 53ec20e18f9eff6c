import type { AptitudeExpireAt } from './aptitudeExpireAt';
import type { AptitudeStatus } from './aptitudeStatus';

/**
 * 某类目要求的一项资质及本店持有情况
 */
export interface Aptitude {
  /**
   * 资质 id
   * @minimum 1
   */
  aptitudeId: number;
  /**
   * 资质名称，如 食品经营许可证
   * @maxLength 100
   */
  name: string;
  /**
   * 该资质的用途与办理说明
   * @maxLength 300
   */
  description?: string;
  /** true 为经营该类目的必需资质，false 为可选资质 */
  required: boolean;
  /** true 表示本店已有有效的该项资质 */
  held: boolean;
  /**
   * 本店所持资质的到期时间，毫秒时间戳；未持有或长期有效为 null
   * @minimum 0
   */
  expireAt: AptitudeExpireAt;
  /** 0 未上传；1 审核中；2 已通过；3 已驳回；4 已过期 */
  status: AptitudeStatus;
}
