
/**
 * 按此时间判断是否在工作时间内，毫秒时间戳；不填为现在
 * @minimum 0
 * @maximum 9999999999999
 */
export type CsFlowPreviewBodyAt = number | null;
