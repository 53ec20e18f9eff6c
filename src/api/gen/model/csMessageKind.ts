
/**
 * text 文字；order 订单卡片；goods 商品卡片
 */
export type CsMessageKind = typeof CsMessageKind[keyof typeof CsMessageKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsMessageKind = {
  text: 'text',
  order: 'order',
  goods: 'goods',
} as const;
