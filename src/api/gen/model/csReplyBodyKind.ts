
/**
 * text 文字；order 订单卡片；goods 商品卡片
 */
export type CsReplyBodyKind = typeof CsReplyBodyKind[keyof typeof CsReplyBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsReplyBodyKind = {
  text: 'text',
  order: 'order',
  goods: 'goods',
} as const;
