import type { TpSampleImage } from './tpSampleImage';
import type { TpSampleStatus } from './tpSampleStatus';
import type { TpSampleNote } from './tpSampleNote';

/**
 * 一个任务包的免费样品：每名领取的代理得到 perAgent 件，预留 total 件
 */
export interface TpSample {
  /** 样品配置 id */
  sampleId: number;
  /** 所属任务包 */
  packageId: number;
  /** 名称 */
  packageTitle: string;
  /** 未开始、进行中、已截止、已关闭 */
  packagePhaseText: string;
  /** 样品商品 */
  goodsId: number;
  /** 样品规格 */
  skuId: number;
  /** 名称 */
  goodsName: string;
  /** 规格描述 */
  specText: string;
  /** 商品主图地址 */
  image: TpSampleImage;
  /** 配置时的售价，单位：分（样品单按此价全额优惠） */
  unitPrice: number;
  /** 每名代理得到的件数 */
  perAgent: number;
  /** 从库存预留的件数 */
  total: number;
  /** 已进入样品单的件数 */
  allocated: number;
  /** 发放中时为预留总数减已发放；已停止为 0（已退回库存） */
  remaining: number;
  status: TpSampleStatus;
  /** 发放中、已发完（剩余不足一人份）、已停止 */
  statusText: string;
  /** 生成的样品单 */
  orderCount: number;
  /** 已发货或已完成的样品单 */
  shippedCount: number;
  /** 商家备注 */
  note: TpSampleNote;
  /** ms 时间戳 */
  createdAt: number;
  /** ms 时间戳 */
  updatedAt: number;
}
