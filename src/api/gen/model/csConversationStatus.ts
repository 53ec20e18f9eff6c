
/**
 * queued 排队中；open 接待中；closed 已结束
 */
export type CsConversationStatus = typeof CsConversationStatus[keyof typeof CsConversationStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsConversationStatus = {
  queued: 'queued',
  open: 'open',
  closed: 'closed',
} as const;
