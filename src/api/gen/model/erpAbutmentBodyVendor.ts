import type { ErpVendor } from './erpVendor';

/**
 * ERP 对接时必填
 */
export type ErpAbutmentBodyVendor = ErpVendor | null;
