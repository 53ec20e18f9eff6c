import type { VerifyForm } from './verifyForm';

/**
 * 最近一次提交审核的完整资料；从未提交时为 null
 */
export type VerifyDetailSubmitted = VerifyForm | null;
