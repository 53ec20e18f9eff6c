
/**
 * 一条用户操作日志；点击类事件另带菜单、元素文本与页面地址
 */
export interface TrackRecord {
  /**
   * 操作系统名称与版本
   * @minLength 1
   * @maxLength 100
   */
  os: string;
  /**
   * 上报应用的标识
   * @minLength 1
   * @maxLength 100
   */
  app: string;
  /**
   * 设备信息（浏览器 user-agent，截断至 500 字符）
   * @minLength 1
   * @maxLength 500
   */
  device: string;
  /**
   * 8 位随机字母数字加 10 位秒级时间戳
   * @pattern ^[A-Za-z0-9]{8}\d{10}$
   */
  session: string;
  /**
   * 事件发生时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  time: number;
  /**
   * 固定为 2（用户操作）
   * @minimum 2
   * @maximum 2
   */
  type: 2;
  /**
   * 事件内容描述
   * @minLength 1
   * @maxLength 1000
   */
  content: string;
  /**
   * 应用中文名称
   * @maxLength 100
   */
  app_name?: string;
  /**
   * 事件发生时所在的一级菜单名称
   * @maxLength 100
   */
  first_menu_name?: string;
  /**
   * 事件发生时所在的二级菜单名称
   * @maxLength 100
   */
  second_menu_name?: string;
  /**
   * 被点击元素的文本（按钮文字、标签名、搜索框占位）
   * @maxLength 200
   */
  ele_text?: string;
  /**
   * 事件发生时的页面地址
   * @maxLength 2000
   */
  url?: string;
}
