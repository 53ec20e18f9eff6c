
/**
 * mine 我接待的；queued 排队中；all 全部进行中；closed 已结束
 */
export type CsConversationListBodyTab = typeof CsConversationListBodyTab[keyof typeof CsConversationListBodyTab];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsConversationListBodyTab = {
  mine: 'mine',
  queued: 'queued',
  all: 'all',
  closed: 'closed',
} as const;
