import type { UploadScene } from './uploadScene';

/**
 * multipart/form-data 的字段
 */
export interface UploadBody {
  /** 文件内容（图片 5 MB 以内；PDF 10 MB 以内） */
  file: Blob;
  /** license 营业执照；idcard 证件照片；brand 品牌/授权资料；goods 商品图片；feedback 反馈截图；other 其他 */
  scene: UploadScene;
}
