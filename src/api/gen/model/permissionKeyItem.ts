
/**
 * 某个查看键下的一个操作键
 */
export interface PermissionKeyItem {
  /**
   * 查看键或操作键（server/lib/permission-keys.ts）
   * @maxLength 100
   * @pattern ^[a-z][a-z0-9.-]{1,99}$
   */
  key: string;
  /**
   * 该操作键允许的操作
   * @maxLength 100
   */
  label: string;
}
