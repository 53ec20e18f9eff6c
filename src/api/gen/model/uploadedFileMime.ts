
/**
 * 按内容识别出的 MIME 类型
 */
export type UploadedFileMime = typeof UploadedFileMime[keyof typeof UploadedFileMime];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadedFileMime = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
  'application/pdf': 'application/pdf',
} as const;
