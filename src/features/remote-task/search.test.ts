import { describe, expect, it } from 'vitest';
import { validateReceiveSearch, validateRecruitDetailSearch, validateTaskSearch } from './search';

describe('remote-task URL parameters', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(validateTaskSearch({ keyword: ' 问卷 ', status: '2', page: '3' })).toEqual({ keyword: '问卷', status: 2, page: 3 });
    expect(validateTaskSearch({ status: 0 })).toEqual({ status: 0 });
    expect(validateTaskSearch({ status: 7, page: 1 })).toEqual({});
    expect(validateReceiveSearch({ status: 0, page: 'x' })).toEqual({});
    expect(validateRecruitDetailSearch({ recruitId: '5', status: 2 })).toEqual({ recruitId: 5, status: 2 });
  });
});
