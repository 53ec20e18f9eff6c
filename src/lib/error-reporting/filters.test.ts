import { describe, expect, it } from 'vitest';
import type { ErrorEvent, Event } from '@sentry/react';
import {
  createBeforeSend,
  createBeforeSendSpan,
  eventSignature,
  FILTERED,
  isNoiseEvent,
  maskPhones,
  PHONE_MASK,
  scrubEvent,
  scrubString,
} from './filters';

const TOKEN = 'q2Wv8xZ1kP0sT7yB4nR6mC3dF9gH5jL2aE1uI8oY0tS';

function errorEvent(
  value: string,
  type = 'Error',
  frame = { filename: 'app.js', function: 'f', lineno: 1, colno: 2 },
): ErrorEvent {
  return {
    type: undefined,
    exception: { values: [{ type, value, stacktrace: { frames: [{ filename: 'main.js', lineno: 9 }, frame] } }] },
  } as ErrorEvent;
}

describe('noise', () => {
  it("drops 'Script error.' without details", () => {
    expect(isNoiseEvent(errorEvent('Script error.'))).toBe(true);
    expect(isNoiseEvent(errorEvent('Script error'))).toBe(true);
    expect(isNoiseEvent({ message: 'Script error.' })).toBe(true);
    expect(isNoiseEvent({ message: 'Uncaught Error: Script error.' })).toBe(true);
    expect(isNoiseEvent(errorEvent('Script error. in foo is undefined'))).toBe(false);
  });

  it('drops ResizeObserver loop notices', () => {
    expect(isNoiseEvent(errorEvent('ResizeObserver loop limit exceeded'))).toBe(true);
    expect(isNoiseEvent(errorEvent('ResizeObserver loop completed with undelivered notifications.'))).toBe(true);
    expect(isNoiseEvent({ message: 'ResizeObserver loop completed with undelivered notifications' })).toBe(true);
    expect(isNoiseEvent(errorEvent('ResizeObserver is not defined'))).toBe(false);
  });

  it('keeps real errors', () => {
    expect(isNoiseEvent(errorEvent("Cannot read properties of undefined (reading 'id')", 'TypeError'))).toBe(false);
    expect(isNoiseEvent({})).toBe(false);
  });
});

describe('consecutive duplicates', () => {
  it('signature covers message, exception type + value and the top frame', () => {
    const a = eventSignature(errorEvent('boom'));
    expect(a).toBe(eventSignature(errorEvent('boom')));
    expect(a).not.toBe(eventSignature(errorEvent('boom', 'TypeError')));
    expect(a).not.toBe(eventSignature(errorEvent('bang')));
    expect(a).not.toBe(
      eventSignature(errorEvent('boom', 'Error', { filename: 'app.js', function: 'f', lineno: 1, colno: 3 })),
    );
    expect(eventSignature({})).toBeNull();
  });

  it('drops an event identical to the previous sent one only', () => {
    const beforeSend = createBeforeSend();
    expect(beforeSend(errorEvent('boom'))).not.toBeNull();
    expect(beforeSend(errorEvent('boom'))).toBeNull();
    expect(beforeSend(errorEvent('boom'))).toBeNull();
    expect(beforeSend(errorEvent('ResizeObserver loop limit exceeded'))).toBeNull(); // noise does not reset memory
    expect(beforeSend(errorEvent('boom'))).toBeNull();
    expect(beforeSend(errorEvent('other'))).not.toBeNull();
    expect(beforeSend(errorEvent('boom'))).not.toBeNull(); // not consecutive any more
    expect(beforeSend({ message: 'hello' } as ErrorEvent)).not.toBeNull();
    expect(beforeSend({ message: 'hello' } as ErrorEvent)).toBeNull();
  });

  it('keeps a separate memory per hook', () => {
    const a = createBeforeSend();
    const b = createBeforeSend();
    expect(a(errorEvent('x'))).not.toBeNull();
    expect(b(errorEvent('x'))).not.toBeNull();
  });
});

describe('phone numbers and tokens in strings', () => {
  it('masks mainland mobile numbers with optional +86 / 0086 prefixes', () => {
    expect(maskPhones('call 13812345678 now')).toBe(`call ${PHONE_MASK} now`);
    expect(maskPhones('+8613812345678')).toBe(PHONE_MASK);
    expect(maskPhones('008619912345678')).toBe(PHONE_MASK);
    expect(maskPhones('+86 138-1234-5678')).toBe(PHONE_MASK);
    expect(maskPhones('手机号13812345678不存在')).toBe(`手机号${PHONE_MASK}不存在`);
    // not mobiles: wrong second digit, longer digit runs (order numbers, ms timestamps)
    expect(maskPhones('12012345678')).toBe('12012345678');
    expect(maskPhones('202406011381234567890')).toBe('202406011381234567890');
    expect(maskPhones('1717200012345')).toBe('1717200012345');
  });

  it('masks Bearer tokens, labelled tokens, long opaque tokens and given secrets', () => {
    expect(scrubString(`Authorization: Bearer ${TOKEN}`)).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubString('token=abc123&x=1')).toBe(`token=${FILTERED}&x=1`);
    expect(scrubString('{"authToken":"abc","password":"p@ss"}')).toBe(
      `{"authToken":"${FILTERED}","password":"${FILTERED}"}`,
    );
    expect(scrubString(`session ${TOKEN} expired`)).toBe(`session ${FILTERED} expired`);
    expect(scrubString('secret value shortish', ['shortish'])).toBe(`secret value ${FILTERED}`);
    expect(scrubString('pwdUpdateTips: true, tokens: 3')).toBe('pwdUpdateTips: true, tokens: 3');
  });
});

describe('scrubEvent', () => {
  const event: Event = {
    event_id: 'abcdef0123456789abcdef0123456789',
    message: `login failed for 13812345678 with Bearer ${TOKEN}`,
    exception: { values: [{ type: 'Error', value: `user +86 139 1234 5678 token=${TOKEN}` }] },
    request: {
      url: `https://m.example.cn/order/list?token=${TOKEN}&phone=13812345678&page=2`,
      query_string: `token=${TOKEN}&page=2`,
      headers: { Authorization: `Bearer ${TOKEN}`, 'User-Agent': 'UA', Cookie: 'a=b' },
      data: { mobile: '13812345678', password: 'secret', nested: { authToken: TOKEN, keep: 'yes' } },
      cookies: { sid: 'x' },
    },
    extra: { token: TOKEN, note: 'phone 13812345678', list: [{ password: 'x', ok: 1 }] },
    contexts: {
      trace: { trace_id: 'abcdef0123456789abcdef0123456789', span_id: 'abcdef0123456789' },
      login: { authToken: TOKEN, tries: 2 },
    },
    tags: { phone: '13812345678', route: '/order/list' },
    breadcrumbs: [{ message: 'sms sent to 13812345678', data: { url: '/x?token=abc', Authorization: 'Bearer y' } }],
    user: { id: '42', email: 'a@b.c', username: '13812345678', ip_address: '1.2.3.4' },
  };

  it('removes every phone number and token, keeps the rest', () => {
    const out = scrubEvent(event);
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/138\d{8}/);
    expect(text).not.toContain('139 1234');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('a@b.c');
    expect(text).not.toContain('1.2.3.4');

    expect(out.message).toBe(`login failed for ${PHONE_MASK} with Bearer ${FILTERED}`);
    expect(out.exception!.values![0]!.value).toBe(`user ${PHONE_MASK} token=${FILTERED}`);
    expect(out.request!.headers).toEqual({ 'User-Agent': 'UA' });
    expect(out.request!.cookies).toBeUndefined();
    expect(out.request!.data).toEqual({ mobile: PHONE_MASK, nested: { keep: 'yes' } });
    expect(out.request!.url).toContain('page=2');
    expect(out.request!.query_string).toContain('page=2');
    expect(out.extra).toEqual({ note: `phone ${PHONE_MASK}`, list: [{ ok: 1 }] });
    expect(out.contexts!.login).toEqual({ tries: 2 });
    expect(out.contexts!.trace).toEqual(event.contexts!.trace); // ids untouched
    expect(out.event_id).toBe(event.event_id);
    expect(out.tags).toEqual({ phone: PHONE_MASK, route: '/order/list' });
    expect(out.breadcrumbs).toEqual([{ message: `sms sent to ${PHONE_MASK}`, data: { url: `/x?token=${FILTERED}` } }]);
    expect(out.user).toEqual({ id: '42' });
  });

  it('does not mutate the input and drops a user without id', () => {
    const copy = structuredClone(event);
    scrubEvent(event);
    expect(event).toEqual(copy);
    expect(scrubEvent({ user: { email: 'a@b.c' } }).user).toBeUndefined();
  });

  it('beforeSend masks secrets from getSecrets; beforeSendSpan scrubs span names and attributes', () => {
    const beforeSend = createBeforeSend({ getSecrets: () => ['opaque-value-1', null, 'short'] });
    expect(beforeSend({ message: 'x opaque-value-1 short' } as ErrorEvent)!.message).toBe(`x ${FILTERED} short`);

    const span = createBeforeSendSpan()({
      name: 'GET /user/13812345678',
      attributes: {
        'url.full': `https://m.example.cn/a?token=${TOKEN}`,
        'http.query': '?phone=13812345678',
        'http.request.header.authorization': 'Bearer x',
        'http.response.status_code': 200,
      },
    });
    expect(JSON.stringify(span)).not.toMatch(/13812345678|q2Wv8|Bearer x/);
    expect(span.attributes!['http.response.status_code']).toBe(200);
    expect(span.name).toBe(`GET /user/${PHONE_MASK}`);
  });
});
