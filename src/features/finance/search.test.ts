import { describe, expect, it } from 'vitest';
import { validateFlowSearch, validateStatementSearch, validateSubsidySearch, validateWithdrawSearch } from './search';
import { toFlowFilter } from './flow-list';

describe('finance URL filters', () => {
  it('keeps a valid flow search and drops what is malformed', () => {
    expect(validateFlowSearch({ account: 'pending', kinds: ['refund', 'settle', 'bogus', 'refund'], orderNo: '20261116120000123456', from: '1793462400000', to: 1796054400000 })).toEqual({
      account: 'pending',
      kinds: ['refund', 'settle'],
      orderNo: '20261116120000123456',
      from: 1793462400000,
      to: 1796054400000,
    });
    expect(validateFlowSearch({ account: 'bank', kinds: 'nope', orderNo: '12ab', from: -1 })).toEqual({});
  });
  it('takes a comma-separated kinds list from a hand-written address', () => {
    expect(validateFlowSearch({ kinds: 'withdraw,withdraw_paid' })).toEqual({ kinds: ['withdraw', 'withdraw_paid'] });
  });
  it('drops a range whose start is not before its end', () => {
    expect(validateFlowSearch({ from: 2000, to: 1000 })).toEqual({});
    expect(validateSubsidySearch({ from: 1000, to: 2000, activityId: '21' })).toEqual({ from: 1000, to: 2000, activityId: 21 });
  });
  it('statement search: month period, status 0..3 and a statement number of either period', () => {
    expect(validateStatementSearch({ period: 'month', status: '2', no: 'M202611' })).toEqual({ period: 'month', status: 2, no: 'M202611' });
    expect(validateStatementSearch({ period: 'week', status: 9, no: 'X1' })).toEqual({});
    expect(validateWithdrawSearch({ status: '1' })).toEqual({ status: 1 });
  });
  it('a balance tab fixes the account of the flow filter', () => {
    expect(toFlowFilter({ account: 'pending', kinds: ['refund'] }, 'available')).toEqual({ accounts: ['available'], kinds: ['refund'] });
    expect(toFlowFilter({ orderNo: '123456', from: 1, to: 2 })).toEqual({ orderNo: '123456', from: 1, to: 2 });
  });
});
