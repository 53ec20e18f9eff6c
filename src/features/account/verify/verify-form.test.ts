import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { compact, stepKeyOfField, stepsFor, toDraft, toFormValues, toSubmit, type FormValues } from './verify-form';

const full: FormValues = {
  companyType: 4,
  license: { imageUrl: '/u/l.png', creditCode: ' 91350100M000100Y43 ', name: '海禾', address: '上海市浦东新区', validFrom: dayjs('2020-01-01'), validTo: dayjs('2030-01-01'), longTerm: true },
  legalPerson: { idType: 8, idNumber: 'a123456(3)', name: '陈嘉文', idFrontUrl: '/u/f.png', idBackUrl: '/u/b.png', phone: '13800000004' },
  shop: { shopName: '海禾全球购', shopType: 3, flagshipType: 2, brandType: 1, brandName: '', authType: 1, authDocUrls: ['/u/a.pdf'], mainCategoryIds: [1] },
  settlement: { accountType: 1, accountName: '海禾', bankName: '招商银行', branchName: '招商银行上海分行', accountNumber: '121909876510801' },
  crossBorder: { overseasEntityName: 'Haihe Ltd', region: '中国香港', partner: 'haiku', customsCode: '' },
};

describe('verification form mapping', () => {
  it('adds the cross-border step for type 4 only, and maps fields to their steps', () => {
    expect(stepsFor(1).map((s) => s.key)).toEqual(['license', 'legalPerson', 'shop', 'settlement', 'confirm']);
    expect(stepsFor(4).map((s) => s.key)).toEqual(['license', 'legalPerson', 'shop', 'settlement', 'crossBorder', 'confirm']);
    expect(stepsFor(2)[1]!.title).toBe('经营者信息');
    expect(stepKeyOfField(['companyType'])).toBe('license');
    expect(stepKeyOfField(['crossBorder', 'region'])).toBe('crossBorder');
  });

  it('submits a complete form: trimmed, upper-cased ID, fields that do not apply as null', () => {
    const f = toSubmit(full);
    expect(f.license).toMatchObject({ creditCode: '91350100M000100Y43', validTo: null, longTerm: true, validFrom: dayjs('2020-01-01').valueOf() });
    expect(f.legalPerson.idNumber).toBe('A123456(3)');
    expect(f.shop).toMatchObject({ flagshipType: null, authType: null, authDocUrls: [], authValidTo: null, brandName: null });
    expect(f.crossBorder).toEqual({ overseasEntityName: 'Haihe Ltd', region: '中国香港', partner: 'haiku', customsCode: null });
    expect(toSubmit({ ...full, companyType: 1 }).crossBorder).toBeNull();
  });

  it('saves only what was filled in as the draft, with the step, and restores it', () => {
    const d = toDraft({ companyType: 1, license: { creditCode: '', name: ' 青禾 ', longTerm: false, validTo: null }, shop: { mainCategoryIds: [] } }, 2);
    expect(d).toEqual({ currentStep: 2, companyType: 1, license: { name: '青禾', longTerm: false } });
    const back = toFormValues({ ...d, license: { ...d.license, validFrom: 1577836800000 } });
    expect(back.license?.validFrom?.valueOf()).toBe(1577836800000);
    expect(toFormValues(null, 3)).toEqual({ companyType: 3, license: { longTerm: false } });
    expect(compact({ a: [], b: { c: null }, d: 0, e: false })).toEqual({ d: 0, e: false });
  });
});
