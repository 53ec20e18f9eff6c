import { ERP_VENDORS, type ErpVendor } from '@/lib/constants';

/** /open/erp?vendor=…&state=…&code=…: the confirmation link an ERP hands to the merchant. */
export interface ErpSearch {
  vendor?: ErpVendor;
  state?: string;
  code?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export function validateErpSearch(s: Record<string, unknown>): ErpSearch {
  const out: ErpSearch = {};
  if (typeof s.vendor === 'string' && s.vendor in ERP_VENDORS) out.vendor = s.vendor as ErpVendor;
  if (typeof s.state === 'string' && TOKEN.test(s.state)) out.state = s.state;
  if (typeof s.code === 'string' && TOKEN.test(s.code)) out.code = s.code;
  return out;
}
