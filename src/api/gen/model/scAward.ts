import type { ScAwardLevel } from './scAwardLevel';
import type { ScAwardRemark } from './scAwardRemark';
import type { ScAwardRecordNo } from './scAwardRecordNo';

/**
 * 一个奖项
 */
export interface ScAward {
  /** 奖项ID */
  awardId: number;
  /** 团队ID */
  teamId: number;
  /** 团队名称 */
  teamName: string;
  /** 学校 */
  schoolName: string;
  /** 命题标题 */
  topicTitle: string;
  /** 1 一等奖；2 二等奖；3 三等奖；4 优秀奖 */
  level: ScAwardLevel;
  /** 奖项文字 */
  levelText: string;
  /** 分 */
  amount: number;
  /** 颁奖说明 */
  remark: ScAwardRemark;
  /** 奖金的营销资金扣费记录号 */
  recordNo: ScAwardRecordNo;
  /** ms */
  createdAt: number;
}
