import type { OperationLogItemUserId } from './operationLogItemUserId';
import type { OperationLogItemUserName } from './operationLogItemUserName';
import type { OperationLogItemDetail } from './operationLogItemDetail';

/**
 * 一次写操作：谁、何时、做了什么、前后值
 */
export interface OperationLogItem {
  /**
   * 日志 ID（递增）
   * @minimum 1
   * @maximum 9007199254740991
   */
  id: number;
  /**
   * 操作时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /**
   * 操作人 ID；平台或系统操作为 null
   * @minimum 0
   * @maximum 2147483647
   */
  userId: OperationLogItemUserId;
  /**
   * 操作人姓名；平台或系统操作为 null
   * @maxLength 20
   */
  userName: OperationLogItemUserName;
  /**
   * 操作人手机号，或 platform、system 等
   * @maxLength 100
   */
  actor: string;
  /**
   * 动作代码，如 order.export、api.orderShip
   * @maxLength 100
   */
  action: string;
  /**
   * 动作的中文名称
   * @maxLength 100
   */
  actionLabel: string;
  /**
   * 动作所属业务域
   * @maxLength 40
   */
  area: string;
  /**
   * 业务域中文名称
   * @maxLength 40
   */
  areaLabel: string;
  /**
   * JSON 文本：对象、前值（before）与后值（after），或请求的字段
   * @maxLength 20000
   */
  detail: OperationLogItemDetail;
  /** 是否一次被拒绝的越权尝试 */
  denied: boolean;
}
