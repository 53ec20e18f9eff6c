
/**
 * 时间线与协商记录的一条
 */
export interface AfterSaleLog {
  /** id */
  id: number;
  /** 1 商家，2 买家，3 平台 */
  actorType: number;
  /** 名称 */
  actorName: string;
  /** 中文 */
  action: string;
  /** 中文 */
  detail: string;
  /** 地址 */
  images: string[];
  /** ms */
  createdAt: number;
}
