import type { UploadedFile } from './uploadedFile';

export type UploadedFileEnvelopeAllOf = {
  /** 成功时返回的文件信息 */
  data: UploadedFile;
};
