import { lazy, Suspense, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { generate } from '@ant-design/colors';
import { useLogin, useLoginSmsCode, useUserSmsCode } from '@/api/gen/endpoints/account/account';
import { AntScope } from '@/components/ant-scope';
import { APP_NAME } from '@/lib/constants';
import { feedback } from '@/lib/feedback';
import { accessibleShades } from '@/lib/theme-shades';
import { setToken } from '@/stores/session';
import { themeStore } from '@/stores/theme';
import { safeRedirect } from './session';
import { PASSWORD_RULES, PHONE_RULES, SMS_CODE_RULES, useLoginForm } from './login-form';
import { EyeIcon, EyeInvisibleIcon, LoadingIcon, LockIcon, MobileIcon, SafetyIcon } from './login-icons';
import './login-page.css';

const routeApi = getRouteApi('/login/');
/** Shown after a login that advises a password change: loaded only then, inside antd's providers (AntScope). */
const PasswordTip = lazy(() => import('./password-tip'));
export const SMS_COUNTDOWN_SECONDS = 60;

type TabKey = 'password' | 'sms';
const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'password', label: '账号密码登录' },
  { key: 'sms', label: '短信验证码登录' },
];

/** Counts down from `seconds` once started; 0 means the button may be pressed. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}

/**
 * The merchant's primary colour and the shades antd's theme derives from it (src/app/antd-theme.ts), as CSS
 * variables: text and filled states in the first shade with 4.5:1 on white, borders and the tab bar in the colour.
 */
export function loginColours(primary: string): CSSProperties {
  const shade = accessibleShades(primary);
  const palette = generate(primary);
  return {
    '--xm-signin-primary': primary,
    '--xm-signin-primary-hover': palette[4],
    '--xm-signin-primary-outline': palette[2],
    '--xm-signin-text': shade.text,
    '--xm-signin-text-hover': shade.hover,
    '--xm-signin-text-active': shade.active,
  } as CSSProperties;
}

/**
 * The login page, drawn without antd so that it paints with the entry chunk and its own small chunk (issue 22): the
 * same look as antd's Card, Tabs, Form, Input and Button (login-page.css), ARIA tabs with arrow keys, labelled fields
 * with antd's messages and timing, and toasts through `feedback` (antd's App context, which loads after the first
 * paint: src/app/ant-shell.tsx).
 */
export function LoginPage() {
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('password');
  const [pwdTipOpen, setPwdTipOpen] = useState(false);
  const pwdForm = useLoginForm({ phone: PHONE_RULES, password: PASSWORD_RULES });
  const smsForm = useLoginForm({ phone: PHONE_RULES, code: SMS_CODE_RULES });
  const login = useLogin();
  const smsLogin = useLoginSmsCode();
  const sendCode = useUserSmsCode();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const target = safeRedirect(redirect);
  const [colours] = useState(() => loginColours(themeStore.primaryColor));
  const id = useId();
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ password: null, sms: null });

  const enter = () => void navigate({ href: target, replace: true });

  const signedIn = (result: { authToken: string; pwdUpdateTips: boolean } | null) => {
    if (!result) return;
    queryClient.clear();
    setToken(result.authToken);
    feedback.success('登录成功');
    if (result.pwdUpdateTips) setPwdTipOpen(true);
    else enter();
  };

  const onPassword = async () => {
    const v = pwdForm.validate();
    if (!v || login.isPending) return;
    signedIn(await login.mutateAsync({ data: { phone: v.phone, password: v.password } }).catch(() => null));
  };
  const onSms = async () => {
    const v = smsForm.validate();
    if (!v || smsLogin.isPending) return;
    signedIn(await smsLogin.mutateAsync({ data: { phone: v.phone, code: v.code } }).catch(() => null));
  };
  const onSendCode = async () => {
    const v = smsForm.validate(['phone']);
    if (!v || sendCode.isPending) return;
    const r = await sendCode.mutateAsync({ data: { phone: v.phone } }).catch(() => null);
    if (r) {
      feedback.success('验证码已发送，请注意查收');
      countdown.start();
    }
  };

  const select = (key: TabKey, focus: boolean) => {
    setTab(key);
    if (focus) tabRefs.current[key]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.key === tab);
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(TABS[(next + TABS.length) % TABS.length]!.key, true);
  };
  const tabId = (key: TabKey) => `${id}-tab-${key}`;
  const panelId = (key: TabKey) => `${id}-panel-${key}`;

  return (
    <div className={themeStore.colorWeak ? 'xm-signin xm-signin-weak' : 'xm-signin'} style={colours}>
      <div className="xm-signin-brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <div>
          <h1>{APP_NAME}</h1>
          <p>校园电商平台 · 商家经营工作台</p>
        </div>
      </div>
      <div className="xm-signin-card">
        <div className="xm-signin-tabs" role="tablist" aria-orientation="horizontal">
          {TABS.map((t) => (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[t.key] = el;
              }}
              type="button"
              role="tab"
              id={tabId(t.key)}
              aria-selected={tab === t.key}
              aria-controls={panelId(t.key)}
              tabIndex={tab === t.key ? 0 : -1}
              className="xm-signin-tab"
              onClick={() => select(t.key, false)}
              onKeyDown={onTabKey}
            >
              {t.label}
            </button>
          ))}
        </div>
        {tab === 'password' ? (
          <div role="tabpanel" id={panelId('password')} aria-labelledby={tabId('password')}>
            <form
              noValidate
              autoComplete="on"
              onSubmit={(e) => {
                e.preventDefault();
                void onPassword();
              }}
            >
              <Field id={`${id}-pwd-phone`} label="手机号" error={pwdForm.errors.phone}>
                {(a) => (
                  <TextInput
                    {...a}
                    prefix={<MobileIcon />}
                    placeholder="请输入手机号"
                    autoComplete="username"
                    inputMode="tel"
                    maxLength={15}
                    value={pwdForm.values.phone}
                    onChange={(v) => pwdForm.change('phone', v)}
                  />
                )}
              </Field>
              <Field id={`${id}-pwd-password`} label="密码" error={pwdForm.errors.password}>
                {(a) => <PasswordInput {...a} value={pwdForm.values.password} onChange={(v) => pwdForm.change('password', v)} />}
              </Field>
              <SubmitButton loading={login.isPending}>登 录</SubmitButton>
            </form>
          </div>
        ) : (
          <div role="tabpanel" id={panelId('sms')} aria-labelledby={tabId('sms')}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void onSms();
              }}
            >
              <Field id={`${id}-sms-phone`} label="手机号" error={smsForm.errors.phone}>
                {(a) => (
                  <TextInput
                    {...a}
                    prefix={<MobileIcon />}
                    placeholder="请输入手机号"
                    inputMode="tel"
                    maxLength={15}
                    value={smsForm.values.phone}
                    onChange={(v) => smsForm.change('phone', v)}
                  />
                )}
              </Field>
              <Field id={`${id}-sms-code`} label="验证码" error={smsForm.errors.code}>
                {(a) => (
                  <div className="xm-signin-compact">
                    <TextInput
                      {...a}
                      prefix={<SafetyIcon />}
                      placeholder="6 位验证码"
                      inputMode="numeric"
                      maxLength={6}
                      autoComplete="one-time-code"
                      value={smsForm.values.code}
                      onChange={(v) => smsForm.change('code', v)}
                    />
                    <button
                      type="button"
                      className="xm-signin-btn xm-signin-btn-default"
                      disabled={countdown.left > 0}
                      aria-busy={sendCode.isPending || undefined}
                      onClick={() => void onSendCode()}
                    >
                      {sendCode.isPending ? <LoadingIcon /> : null}
                      <span>{countdown.left > 0 ? `${countdown.left} 秒后重发` : '获取验证码'}</span>
                    </button>
                  </div>
                )}
              </Field>
              <SubmitButton loading={smsLogin.isPending}>登录 / 注册</SubmitButton>
              <p className="xm-signin-hint">未注册的手机号验证后将自动注册，并进入商家入驻流程</p>
            </form>
          </div>
        )}
        <div className="xm-signin-links">
          <Link to="/feedback">意见反馈</Link>
          <Link to="/white/open/erp/guide">ERP 对接指南</Link>
        </div>
      </div>
      {pwdTipOpen ? (
        <AntScope>
          <Suspense fallback={null}>
            <PasswordTip onSkip={enter} />
          </Suspense>
        </AntScope>
      ) : null}
    </div>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  invalid: boolean;
}

/** A form item: a label for screen readers (the placeholder shows it), the control, and its error below (role=alert). */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: (a: FieldProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'xm-signin-item xm-signin-item-error' : 'xm-signin-item'}>
      <label className="xm-signin-sr-only" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, invalid: !!error })}
      {error ? (
        <div className="xm-signin-explain" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = FieldProps & {
  prefix?: ReactNode;
  suffix?: ReactNode;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  maxLength?: number;
};

/** antd's Input with a prefix (and suffix): the wrapper draws the border, the input fills it. */
function TextInput({ prefix, suffix, invalid, onChange, type = 'text', ...rest }: InputProps) {
  return (
    <span className={invalid ? 'xm-signin-input xm-signin-input-error' : 'xm-signin-input'}>
      {prefix ? <span className="xm-signin-prefix">{prefix}</span> : null}
      <input {...rest} type={type} onChange={(e) => onChange(e.target.value)} />
      {suffix ? <span className="xm-signin-suffix">{suffix}</span> : null}
    </span>
  );
}

/** antd's Input.Password: the eye toggles the text visible (a button, so the keyboard reaches it too). */
function PasswordInput(props: Omit<InputProps, 'prefix' | 'suffix' | 'type' | 'placeholder' | 'autoComplete'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      prefix={<LockIcon />}
      placeholder="请输入密码"
      autoComplete="current-password"
      suffix={
        <button type="button" className="xm-signin-eye" aria-label={visible ? '隐藏密码' : '显示密码'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      }
    />
  );
}

/** antd's primary block button; while loading it shows the spinner and ignores presses (as antd's `loading`). */
function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={loading ? 'xm-signin-btn xm-signin-btn-primary xm-signin-btn-loading' : 'xm-signin-btn xm-signin-btn-primary'} aria-busy={loading || undefined}>
      {loading ? <LoadingIcon /> : null}
      <span>{children}</span>
    </button>
  );
}
