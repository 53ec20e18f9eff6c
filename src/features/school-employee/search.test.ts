import { describe, expect, it } from 'vitest';
import { validateAgentIdSearch, validateCenterSearch, validatePostIdSearch } from './search';

describe('school-employee URL parameters', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(validateCenterSearch({ state: '4', postId: 12, keyword: ' 王 ' })).toEqual({ state: 4, postId: 12, keyword: '王' });
    expect(validateCenterSearch({ state: 9, postId: 'x', keyword: '' })).toEqual({});
    expect(validateCenterSearch({ keyword: 'a'.repeat(40) }).keyword).toHaveLength(30);
  });
  it('ids: a positive integer or nothing', () => {
    expect(validateAgentIdSearch({ agentId: '7' })).toEqual({ agentId: 7 });
    expect(validateAgentIdSearch({ agentId: '-1' })).toEqual({ agentId: 0 });
    expect(validatePostIdSearch({ postId: 3 })).toEqual({ postId: 3 });
    expect(validatePostIdSearch({ postId: 0 })).toEqual({});
  });
});
