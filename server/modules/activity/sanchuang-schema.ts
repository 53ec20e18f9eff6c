import type { Generated } from 'kysely';

/** Tables of 三创 (migration 0025_sanchuang; column meanings there). */
export interface ScRoundTable {
  id: Generated<number>;
  name: string;
  description: string;
  signup_start: number;
  signup_end: number;
  start_at: number;
  end_at: number;
  award_end: number;
  created_at: number;
}

export interface ScTopicTable {
  id: Generated<number>;
  round_id: number;
  company_id: number;
  title: string;
  brief: string;
  goods_ids_json: string;
  resources: string;
  discount_budget: number;
  team_limit: number;
  status: number;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ScTeamTable {
  id: Generated<number>;
  topic_id: number;
  round_id: number;
  company_id: number;
  name: string;
  school_name: string;
  leader: string;
  members: number;
  team_code: string;
  judge_score: number | null;
  merchant_score: number | null;
  merchant_remark: string | null;
  orders: Generated<number>;
  paid_amount: Generated<number>;
  joined_at: number;
}

export interface ScTeamSaleTable {
  id: Generated<number>;
  team_id: number;
  company_id: number;
  order_id: number;
  paid_amount: number;
  paid_at: number;
}

export interface ScAwardTable {
  id: Generated<number>;
  round_id: number;
  company_id: number;
  team_id: number;
  level: number;
  amount: number;
  remark: string | null;
  record_no: string | null;
  created_by: number | null;
  created_at: number;
}

export interface SanchuangTables {
  sc_round: ScRoundTable;
  sc_topic: ScTopicTable;
  sc_team: ScTeamTable;
  sc_team_sale: ScTeamSaleTable;
  sc_award: ScAwardTable;
}
