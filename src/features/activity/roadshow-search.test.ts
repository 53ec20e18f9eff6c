import { describe, expect, it } from 'vitest';
import { validateRoadshowSearch, validateRoadshowTabSearch } from './roadshow-search';

describe('roadshow URL parameters', () => {
  it('keeps a school and a YYYY-MM month, drops anything malformed', () => {
    expect(validateRoadshowSearch({ school: '南京大学', month: '2026-12' })).toEqual({ school: '南京大学', month: '2026-12' });
    expect(validateRoadshowSearch({ school: '', month: '2026-13' })).toEqual({});
    expect(validateRoadshowSearch({ school: 'x'.repeat(41), month: 202612 })).toEqual({});
  });
  it('keeps a known status tab only', () => {
    expect(validateRoadshowTabSearch({ status: 'ended' })).toEqual({ status: 'ended' });
    expect(validateRoadshowTabSearch({ status: '0' })).toEqual({});
  });
});
