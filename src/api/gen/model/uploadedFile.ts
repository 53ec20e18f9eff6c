import type { UploadedFileMime } from './uploadedFileMime';

/**
 * 上传成功的文件信息
 */
export interface UploadedFile {
  /**
   * 32 位十六进制随机 id
   * @pattern ^[0-9a-f]{32}$
   */
  fileId: string;
  /**
   * 带签名的访问地址（同源相对路径），可直接用于 img src；过期后由各接口答复重新签名
   * @maxLength 1000
   */
  url: string;
  /**
   * 上传时的文件名（去掉路径）
   * @maxLength 100
   */
  name: string;
  /**
   * 字节数
   * @minimum 1
   */
  size: number;
  /** 按内容识别出的 MIME 类型 */
  mime: UploadedFileMime;
}
