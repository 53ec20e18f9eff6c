import type { RoadshowGoods } from './roadshowGoods';
import type { RoadshowApplicationRemark } from './roadshowApplicationRemark';
import type { RoadshowApplicationReviewNote } from './roadshowApplicationReviewNote';
import type { RoadshowApplicationReviewedAt } from './roadshowApplicationReviewedAt';
import type { RoadshowApplicationCancelledAt } from './roadshowApplicationCancelledAt';
import type { RoadshowApplicationResult } from './roadshowApplicationResult';

/**
 * 本店的一条报名：状态、费用、时段与结果
 */
export interface RoadshowApplication {
  /** 报名ID */
  applicationId: number;
  /** LY 开头 */
  applicationNo: string;
  /** 路演ID */
  roadshowId: number;
  /** 路演名称 */
  roadshowName: string;
  /** 学校 */
  school: string;
  /** 场地 */
  venue: string;
  /** 时段ID */
  slotId: number;
  /** 时段 */
  slotLabel: string;
  /** 时段开始 */
  startAt: number;
  /** 时段结束 */
  endAt: number;
  /** 展示商品 */
  goods: RoadshowGoods[];
  /** 联系人 */
  contactName: string;
  /** 联系电话 */
  contactPhone: string;
  /** 备注 */
  remark: RoadshowApplicationRemark;
  /** 分 */
  fee: number;
  /** 驳回或取消后展位费已退回营销账户 */
  refunded: boolean;
  /** 0 待审核，1 已通过，2 已驳回，3 已取消，4 已结束 */
  status: number;
  /** 状态文字 */
  statusText: string;
  /** 驳回原因等 */
  reviewNote: RoadshowApplicationReviewNote;
  /** 毫秒时间戳 */
  reviewedAt: RoadshowApplicationReviewedAt;
  /** 毫秒时间戳 */
  cancelledAt: RoadshowApplicationCancelledAt;
  /** 待审核或已通过且未过报名截止 */
  cancellable: boolean;
  /** 毫秒时间戳：路演的报名截止 */
  cancelDeadline: number;
  /** 平台未录入时为 null */
  result: RoadshowApplicationResult;
  /** 毫秒时间戳 */
  createdAt: number;
}
