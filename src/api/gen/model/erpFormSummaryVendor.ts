import type { ErpVendor } from './erpVendor';

/**
 * ERP 对接的服务商；跨境清关对接为 null
 */
export type ErpFormSummaryVendor = ErpVendor | null;
