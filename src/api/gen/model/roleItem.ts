import type { RoleItemDescription } from './roleItemDescription';
import type { RoleItemPreset } from './roleItemPreset';

/**
 * 一个角色：名称与其权限键
 */
export interface RoleItem {
  /**
   * 角色 ID
   * @minimum 1
   * @maximum 2147483647
   */
  roleId: number;
  /**
   * 角色名称
   * @maxLength 20
   */
  name: string;
  /**
   * 角色说明
   * @maxLength 200
   */
  description: RoleItemDescription;
  /**
   * 预置角色代号（manager 店长、ops 运营、cs 客服、finance 财务、warehouse 仓库），自建角色为 null
   * @maxLength 20
   */
  preset: RoleItemPreset;
  /**
   * 角色持有的查看键与操作键
   * @maxItems 1000
   */
  keys: string[];
  /**
   * 持有该角色的员工数（不含已移除）
   * @minimum 0
   * @maximum 2147483647
   */
  memberCount: number;
  /**
   * 最后修改时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
  /** 调用者自己是否持有该角色（本人角色不能编辑） */
  heldByMe: boolean;
}
