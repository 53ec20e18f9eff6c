import type { ErpAbutment } from './erpAbutment';

/**
 * 当前对接记录；从未申请时为 null
 */
export type ErpAbutmentDetailEnvelopeData = ErpAbutment | null;
