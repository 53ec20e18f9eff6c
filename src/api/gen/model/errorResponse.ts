import type { ErrorEnvelope } from './errorEnvelope';

/**
 * 错误答复，同样以 HTTP 200 返回
 */
export type ErrorResponse = ErrorEnvelope;
