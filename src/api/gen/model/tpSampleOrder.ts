
/**
 * 一名代理领取任务包时得到的样品订单
 */
export interface TpSampleOrder {
  /** 样品单记录 id */
  id: number;
  /** 所属样品 */
  sampleId: number;
  /** 代理的领取记录 */
  takeId: number;
  /** 名称 */
  packageTitle: string;
  /** 名称 */
  goodsName: string;
  /** 规格描述 */
  specText: string;
  /** 样品件数 */
  quantity: number;
  /** 收样品的代理 */
  agentId: number;
  /** 姓名 */
  agentName: string;
  /** 配送到的学校 */
  schoolName: string;
  /** 样品订单 id */
  orderId: number;
  /** 样品订单号 */
  orderNo: string;
  /** 2 待发货，3 已发货，4 已完成，5 已关闭 */
  orderStatus: number;
  /** 中文 */
  orderStatusText: string;
  /** ms 时间戳 */
  createdAt: number;
}
