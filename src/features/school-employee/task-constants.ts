/** Task packages (docs/school-employee.md「任务包」): keys, phase and status colours, URL parameters. */
export const TP_EDIT = ['task.package.page', 'task.package.edit'];
export const TP_CLOSE = ['task.package.page', 'task.package.close'];
export const TP_EXPORT = ['task.package.page', 'task.package.export'];
export const TP_REVIEW = ['task.package.review.list', 'task.package.review.audit'];
export const SAMPLE_EDIT = ['sample.config.page', 'sample.config.edit'];
export const TP_PHASE_COLOR: Record<number, string> = {
  1: 'blue',
  2: 'green',
  3: 'default',
  4: 'default',
};
export const TAKE_STATUSES = [
  { value: 1, label: '已领取', color: 'blue' },
  { value: 2, label: '待审核', color: 'gold' },
  { value: 3, label: '已通过', color: 'green' },
  { value: 4, label: '已驳回', color: 'red' },
];
export const takeColor = (s: number) => TAKE_STATUSES.find((x) => x.value === s)?.color ?? 'default';
export const TASK_KINDS = [
  { value: 'single', label: '单选题' },
  { value: 'multiple', label: '多选题' },
  { value: 'text', label: '问答题' },
  { value: 'photo', label: '拍照打卡' },
  { value: 'promotion', label: '推广任务' },
] as const;
export const BATCH_LIMIT = 100;

const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export interface TaskListSearch {
  packageId?: number;
  status?: number;
}
export function validateTaskListSearch(s: Record<string, unknown>): TaskListSearch {
  const status = int(s.status);
  const out: TaskListSearch = {
    packageId: int(s.packageId),
    status: status && status <= 4 ? status : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as TaskListSearch;
}

export interface PackageIdSearch {
  packageId?: number;
}
export function validatePackageIdSearch(s: Record<string, unknown>): PackageIdSearch {
  const packageId = int(s.packageId);
  return packageId ? { packageId } : {};
}

export interface TakeIdSearch {
  takeId: number;
}
export function validateTakeIdSearch(s: Record<string, unknown>): TakeIdSearch {
  return { takeId: int(s.takeId) ?? 0 };
}

export interface SampleIdSearch {
  sampleId?: number;
}
export function validateSampleIdSearch(s: Record<string, unknown>): SampleIdSearch {
  const sampleId = int(s.sampleId);
  return sampleId ? { sampleId } : {};
}
