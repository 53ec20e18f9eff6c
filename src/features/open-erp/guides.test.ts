import { describe, expect, it } from 'vitest';
import { ERP_PARTNERS, ERP_VENDORS } from '@/lib/constants';
import { PARTNER_GUIDES, partnerSteps, VENDOR_GUIDES, vendorSteps } from './guides';
import { validateErpSearch } from './search';

describe('ERP guides', () => {
  it('has a guide with its own fields for each of the 11 vendors and each of the 6 partners', () => {
    expect(Object.keys(VENDOR_GUIDES).sort()).toEqual(Object.keys(ERP_VENDORS).sort());
    expect(Object.keys(PARTNER_GUIDES).sort()).toEqual(Object.keys(ERP_PARTNERS).sort());
    for (const g of Object.values(VENDOR_GUIDES)) {
      expect(g.name).toBe(ERP_VENDORS[g.vendor]);
      // At least one field that only this vendor asks for, besides the shared merchant code and warehouse code.
      expect(g.fields.filter((f) => f.name !== '商家编码（SKU）' && f.name !== '发货仓库编码').length).toBeGreaterThan(0);
      expect(vendorSteps(g)).toHaveLength(5);
    }
    for (const p of Object.values(PARTNER_GUIDES)) expect(partnerSteps(p).map((s) => s.title)).toContain('三单对碰');
  });

  it('reads the confirmation link from the address bar and drops anything malformed', () => {
    expect(validateErpSearch({ vendor: 'jushuitan', state: 'st-abc123', code: 'f00d' })).toEqual({ vendor: 'jushuitan', state: 'st-abc123', code: 'f00d' });
    expect(validateErpSearch({ vendor: 'nosuch', state: '<script>', code: 'x'.repeat(65) })).toEqual({});
  });
});
