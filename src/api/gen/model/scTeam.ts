import type { ScTeamJudgeScore } from './scTeamJudgeScore';
import type { ScTeamMerchantScore } from './scTeamMerchantScore';
import type { ScTeamMerchantRemark } from './scTeamMerchantRemark';
import type { ScTeamAward } from './scTeamAward';

/**
 * 团队、销售、评分与奖项
 */
export interface ScTeam {
  /** 团队ID */
  teamId: number;
  /** 承接的命题 */
  topicId: number;
  /** 命题标题 */
  topicTitle: string;
  /** 团队名称 */
  name: string;
  /** 学校 */
  schoolName: string;
  /** 队长姓名 */
  leader: string;
  /** 团队人数 */
  members: number;
  /** 团队推广码 */
  teamCode: string;
  /** 计入该团队的已付款订单 */
  orders: number;
  /** 分 */
  paidAmount: number;
  /** 0-100，平台评委给出 */
  judgeScore: ScTeamJudgeScore;
  /** 0-100 */
  merchantScore: ScTeamMerchantScore;
  /** 企业评语 */
  merchantRemark: ScTeamMerchantRemark;
  /** ms */
  joinedAt: number;
  /** 未获奖时为 null */
  award: ScTeamAward;
}
