import type { Generated } from 'kysely';
import type { SeRewardTables } from './reward-schema.ts';

/** Table shapes of migration 0016_school_employee (codes in the migration's comment). Money fen, times ms epoch. */
export interface SePostTable {
  id: Generated<number>;
  company_id: number;
  school_id: number;
  school_name: string;
  role: string;
  headcount: number;
  requirements: string;
  work_content: string;
  reward_summary: string;
  questions_json: string;
  open_at: number;
  close_at: number;
  /** 1 招募中, 2 已关闭 */
  status: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeOfferConfigTable {
  company_id: number;
  template: string;
  accept_days: number;
  updated_by: number | null;
  updated_at: number;
}

export interface SeAgentTable {
  id: Generated<number>;
  company_id: number;
  post_id: number;
  name: string;
  phone: string;
  school_name: string;
  major: string;
  grade: string;
  answers_json: string;
  referral_code: string;
  /** 1 已报名, 2 面试中, 3 已发录用, 4 在岗, 5 已离任, 6 未录用 */
  state: number;
  offer_deadline: number | null;
  applied_at: number;
  active_at: number | null;
  left_at: number | null;
  updated_at: number;
  /** The active agent who referred this student (migration 0027). */
  referrer_id: number | null;
}

export interface SeAgentLogTable {
  id: Generated<number>;
  company_id: number;
  agent_id: number;
  action: string;
  from_state: number | null;
  to_state: number;
  note: string | null;
  actor: string;
  created_at: number;
}

export interface JobRecruitTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  task_type: number;
  /** RecruitStatus of the contract: 0 草稿 … 6 已下架 */
  status: number;
  headcount: number;
  reward_amount: number;
  budget_amount: number;
  start_at: number;
  end_at: number;
  created_at: number;
}

export interface JobReceiveTable {
  id: Generated<number>;
  company_id: number;
  recruit_id: number;
  user_id: number;
  user_name: string;
  phone_masked: string;
  school_name: string | null;
  /** ReceiveTaskStatus: 1 进行中, 2 待审核, 3 通过, 4 驳回, 5 放弃, 6 超时 */
  status: number;
  reward_amount: number;
  settled: number;
  received_at: number;
  submitted_at: number | null;
  reviewed_at: number | null;
}

export interface SchoolEmployeeTables extends SeRewardTables {
  se_post: SePostTable;
  se_offer_config: SeOfferConfigTable;
  se_agent: SeAgentTable;
  se_agent_log: SeAgentLogTable;
  job_recruit: JobRecruitTable;
  job_receive: JobReceiveTable;
}
