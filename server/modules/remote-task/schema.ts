/** Tables of migration 0022_remote_task_publish (docs/school-employee.md, 远程任务). */
export interface JobTaskFundTable {
  recruit_id: number;
  company_id: number;
  description: string;
  /** The budget (reward × places) frozen at publishing, in fen. */
  frozen_amount: number;
  /** Paid to approved submissions (frozen → task_payout). */
  paid_amount: number;
  /** Returned to the available balance (at closing, and rejections after it). */
  returned_amount: number;
  created_by: number | null;
  closed_at: number | null;
  closed_by: number | null;
  close_reason: string | null;
}

export interface JobReceiveReviewTable {
  receive_id: number;
  company_id: number;
  recruit_id: number;
  /** 3 通过, 4 驳回 (the receipt's status after the review). */
  result: number;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: number;
}

export interface RemoteTaskTables {
  job_task_fund: JobTaskFundTable;
  job_receive_review: JobReceiveReviewTable;
}
