import type { Envelope } from './envelope';
import type { UploadedFileEnvelopeAllOf } from './uploadedFileEnvelopeAllOf';

/**
 * 成功答复信封，data 为已上传文件
 */
export type UploadedFileEnvelope = Envelope & UploadedFileEnvelopeAllOf;
