import type { EmployeeItemStatus } from './employeeItemStatus';
import type { EmployeeRole } from './employeeRole';
import type { EmployeeItemLastLoginAt } from './employeeItemLastLoginAt';

/**
 * 公司的一名成员
 */
export interface EmployeeItem {
  /**
   * 员工（用户）ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 员工姓名
   * @maxLength 20
   */
  name: string;
  /**
   * 登录手机号
   * @maxLength 20
   */
  phone: string;
  /** 店铺负责人：不能停用、不能移除、持有全部权限 */
  isOwner: boolean;
  /** 1 启用；0 停用（不能登录） */
  status: EmployeeItemStatus;
  /**
   * 员工的角色（可多个）
   * @maxItems 50
   */
  roles: EmployeeRole[];
  /**
   * 最近一次登录时间，毫秒时间戳；从未登录为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  lastLoginAt: EmployeeItemLastLoginAt;
  /**
   * 加入时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /** 是否已设置登录密码（新员工首次短信登录后设置） */
  passwordSet: boolean;
  /** 是否调用者本人 */
  isMe: boolean;
}
