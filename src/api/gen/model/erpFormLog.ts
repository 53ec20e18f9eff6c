import type { ErpFormStatus } from './erpFormStatus';
import type { ErpFormLogRemark } from './erpFormLogRemark';

/**
 * 申请单的一条处理记录
 */
export interface ErpFormLog {
  /** 0 待受理；1 处理中；2 已完成；3 已驳回；4 已撤销 */
  status: ErpFormStatus;
  /**
   * 处理人（商家、平台运营或服务商）
   * @maxLength 50
   */
  operator: string;
  /**
   * 处理说明；无说明时为 null
   * @maxLength 500
   */
  remark: ErpFormLogRemark;
  /**
   * 处理时间，毫秒时间戳
   * @minimum 0
   */
  at: number;
}
