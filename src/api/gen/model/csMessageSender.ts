
/**
 * buyer 买家；agent 客服；auto 自动回复
 */
export type CsMessageSender = typeof CsMessageSender[keyof typeof CsMessageSender];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsMessageSender = {
  buyer: 'buyer',
  agent: 'agent',
  auto: 'auto',
} as const;
