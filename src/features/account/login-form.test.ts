import { describe, expect, it } from 'vitest';
import { checkValue, PASSWORD_RULES, PHONE_RULES, SMS_CODE_RULES } from './login-form';

describe('login form rules (the messages antd Form showed)', () => {
  it('phone: required, then the mainland mobile pattern', () => {
    expect(checkValue('', PHONE_RULES)).toBe('请输入手机号');
    expect(checkValue('123', PHONE_RULES)).toBe('请输入正确的手机号');
    expect(checkValue('12800000001', PHONE_RULES)).toBe('请输入正确的手机号');
    expect(checkValue('13800000001', PHONE_RULES)).toBeNull();
    expect(checkValue('+8613800000001', PHONE_RULES)).toBeNull();
  });

  it('password: required only', () => {
    expect(checkValue('', PASSWORD_RULES)).toBe('请输入密码');
    expect(checkValue('x', PASSWORD_RULES)).toBeNull();
  });

  it('SMS code: required, then six digits', () => {
    expect(checkValue('', SMS_CODE_RULES)).toBe('请输入验证码');
    expect(checkValue('12345', SMS_CODE_RULES)).toBe('验证码为 6 位数字');
    expect(checkValue('12345a', SMS_CODE_RULES)).toBe('验证码为 6 位数字');
    expect(checkValue('123456', SMS_CODE_RULES)).toBeNull();
  });
});
