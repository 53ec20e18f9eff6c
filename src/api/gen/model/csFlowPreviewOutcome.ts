
/**
 * assigned 分配给客服；queued 进入排队；queueFull 排队已满；offHours 非工作时间
 */
export type CsFlowPreviewOutcome = typeof CsFlowPreviewOutcome[keyof typeof CsFlowPreviewOutcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsFlowPreviewOutcome = {
  assigned: 'assigned',
  queued: 'queued',
  queueFull: 'queueFull',
  offHours: 'offHours',
} as const;
