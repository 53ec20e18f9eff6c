import { useCallback, useRef, useState } from 'react';
import { PHONE_PATTERN } from '@/lib/validation/patterns';

/**
 * The login page's small form layer (the page is drawn without antd, see login-page.tsx): rules as antd's Form took
 * them, the same messages, and antd's timing: a field is checked on every change, every field on submit.
 */
export interface Rule {
  required?: boolean;
  pattern?: RegExp;
  message: string;
}

export const PHONE_RULES: readonly Rule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的手机号' },
];
export const PASSWORD_RULES: readonly Rule[] = [{ required: true, message: '请输入密码' }];
export const SMS_CODE_RULES: readonly Rule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
];

/** The first failing rule's message, or null. As antd: `pattern` is not checked on an empty value. */
export function checkValue(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    if (rule.required && value === '') return rule.message;
    if (rule.pattern && value !== '' && !rule.pattern.test(value)) return rule.message;
  }
  return null;
}

export interface LoginForm<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** Sets a field and checks it (antd's validateTrigger onChange). */
  change(name: K, value: string): void;
  /** Checks the named fields (all by default) and shows their errors; the values when they all pass, else null. */
  validate(names?: readonly K[]): Record<K, string> | null;
}

export function useLoginForm<K extends string>(rules: Record<K, readonly Rule[]>): LoginForm<K> {
  const rulesRef = useRef(rules);
  const [values, setValues] = useState(() => Object.fromEntries(Object.keys(rules).map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const change = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    const error = checkValue(value, rulesRef.current[name]);
    setErrors((e) => ({ ...e, [name]: error ?? undefined }));
  }, []);

  const validate = useCallback((names?: readonly K[]) => {
    const keys = names ?? (Object.keys(rulesRef.current) as K[]);
    const found: Partial<Record<K, string>> = {};
    for (const k of keys) found[k] = checkValue(valuesRef.current[k], rulesRef.current[k]) ?? undefined;
    setErrors((e) => ({ ...e, ...found }));
    return keys.every((k) => !found[k]) ? valuesRef.current : null;
  }, []);

  return { values, errors, change, validate };
}
