
/**
 * 签名地址，GET 得到 application/pdf
 */
export interface SeCertificatePdfEnvelopeData {
  /**
   * 签名的文件地址
   * @maxLength 300
   */
  url: string;
  /**
   * 下载时的文件名
   * @maxLength 100
   */
  fileName: string;
}
