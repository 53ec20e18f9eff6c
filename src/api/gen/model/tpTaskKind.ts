
/**
 * single 单选题；multiple 多选题；text 问答题；photo 拍照打卡；promotion 推广任务（带推广链接，代理提交发布链接与截图）
 * @maxLength 10
 */
export type TpTaskKind = typeof TpTaskKind[keyof typeof TpTaskKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TpTaskKind = {
  single: 'single',
  multiple: 'multiple',
  text: 'text',
  photo: 'photo',
  promotion: 'promotion',
} as const;
