import type { Generated } from 'kysely';

/** Table shapes of migration 0021_task_package (codes in the migration's comment). Money fen, times ms epoch. */
export interface SeTaskPackageTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  description: string;
  tasks_json: string;
  reward: number;
  quota: number;
  open_at: number;
  deadline: number;
  /** 1 正常, 2 已关闭 */
  status: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeTaskTakeTable {
  id: Generated<number>;
  company_id: number;
  package_id: number;
  agent_id: number;
  /** 1 已领取, 2 待审核, 3 已通过, 4 已驳回 */
  status: number;
  answers_json: string | null;
  photos_json: string | null;
  link: string | null;
  reward: number;
  taken_at: number;
  submitted_at: number | null;
  reviewed_at: number | null;
  reviewed_by: string | null;
  reject_reason: string | null;
  updated_at: number;
}

/** Migration 0027_task_sample. */
export interface SeSampleTable {
  id: Generated<number>;
  company_id: number;
  package_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  spec_text: string;
  image: string | null;
  unit_price: number;
  per_agent: number;
  total: number;
  allocated: number;
  /** 1 发放中, 2 已停止 */
  status: number;
  note: string | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeSampleOrderTable {
  id: Generated<number>;
  company_id: number;
  sample_id: number;
  take_id: number;
  agent_id: number;
  order_id: number;
  quantity: number;
  created_at: number;
}

export interface TaskPackageTables {
  se_task_package: SeTaskPackageTable;
  se_task_take: SeTaskTakeTable;
  se_sample: SeSampleTable;
  se_sample_order: SeSampleOrderTable;
}
