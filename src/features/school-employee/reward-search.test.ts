import { describe, expect, it } from 'vitest';
import { rewardValueText, validateRewardListSearch, validateRuleIdSearch } from './reward-search';

describe('sales-reward URL parameters', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(validateRewardListSearch({ tab: 'rules', state: '2', agentId: 7, keyword: ' XM1 ' })).toEqual({ tab: 'rules', state: 2, agentId: 7, keyword: 'XM1' });
    expect(validateRewardListSearch({ tab: 'x', state: 9, agentId: '-1' })).toEqual({});
    expect(validateRuleIdSearch({ ruleId: 'abc' })).toEqual({});
  });
  it('formats a rule value', () => {
    expect(rewardValueText(1, 500)).toBe('¥5.00/件');
    expect(rewardValueText(2, 350)).toBe('3.5%');
    expect(rewardValueText(2, 1000)).toBe('10%');
  });
});
