import { useEffect, useState } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import App from 'antd/es/app';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { useLogin, useLoginSmsCode, useUserSmsCode } from '@/api/gen/endpoints/account/account';
import { PHONE_PATTERN } from '@/lib/validation/patterns';
import { APP_NAME } from '@/lib/constants';
import { setToken } from '@/stores/session';
import { ChangePasswordModal } from './change-password-modal';
import { safeRedirect } from './session';
import './login-page.css';

const routeApi = getRouteApi('/login/');
export const SMS_COUNTDOWN_SECONDS = 60;

const phoneRules = [{ required: true, message: '请输入手机号' }, { pattern: PHONE_PATTERN, message: '请输入正确的手机号' }];

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

export function LoginPage() {
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  const [pwdForm] = Form.useForm<{ phone: string; password: string }>();
  const [smsForm] = Form.useForm<{ phone: string; code: string }>();
  const [pwdTipOpen, setPwdTipOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  const login = useLogin();
  const smsLogin = useLoginSmsCode();
  const sendCode = useUserSmsCode();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const target = safeRedirect(redirect);

  const enter = () => void navigate({ href: target, replace: true });

  const signedIn = (result: { authToken: string; pwdUpdateTips: boolean } | null) => {
    if (!result) return;
    queryClient.clear();
    setToken(result.authToken);
    message.success('登录成功');
    if (result.pwdUpdateTips) setPwdTipOpen(true);
    else enter();
  };

  const onPassword = async (v: { phone: string; password: string }) => signedIn(await login.mutateAsync({ data: v }).catch(() => null));
  const onSms = async (v: { phone: string; code: string }) => signedIn(await smsLogin.mutateAsync({ data: v }).catch(() => null));
  const onSendCode = async () => {
    const { phone } = await smsForm.validateFields(['phone']);
    const r = await sendCode.mutateAsync({ data: { phone } }).catch(() => null);
    if (r) {
      message.success('验证码已发送，请注意查收');
      countdown.start();
    }
  };

  return (
    <div className="xm-login">
      <div className="xm-login-brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <div>
          <h1>{APP_NAME}</h1>
          <p>校园电商平台 · 商家经营工作台</p>
        </div>
      </div>
      <Card className="xm-login-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as 'password' | 'sms')}
          centered
          items={[
            {
              key: 'password',
              label: '账号密码登录',
              children: (
                <Form form={pwdForm} size="large" onFinish={onPassword} autoComplete="on" requiredMark={false}>
                  <Form.Item name="phone" label="手机号" rules={phoneRules}>
                    <Input prefix={<MobileOutlined />} placeholder="请输入手机号" autoComplete="username" inputMode="tel" maxLength={15} />
                  </Form.Item>
                  <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
                    <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block loading={login.isPending}>
                    登录
                  </Button>
                </Form>
              ),
            },
            {
              key: 'sms',
              label: '短信验证码登录',
              children: (
                <Form form={smsForm} size="large" onFinish={onSms} requiredMark={false}>
                  <Form.Item name="phone" label="手机号" rules={phoneRules}>
                    <Input prefix={<MobileOutlined />} placeholder="请输入手机号" inputMode="tel" maxLength={15} />
                  </Form.Item>
                  <Form.Item label="验证码" required>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入验证码' }, { pattern: /^\d{6}$/, message: '验证码为 6 位数字' }]}>
                        <Input prefix={<SafetyOutlined />} placeholder="6 位验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
                      </Form.Item>
                      <Button onClick={() => void onSendCode().catch(() => undefined)} disabled={countdown.left > 0} loading={sendCode.isPending} style={{ minWidth: 120 }}>
                        {countdown.left > 0 ? `${countdown.left} 秒后重发` : '获取验证码'}
                      </Button>
                    </Space.Compact>
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block loading={smsLogin.isPending}>
                    登录 / 注册
                  </Button>
                  <p className="xm-login-hint">未注册的手机号验证后将自动注册，并进入商家入驻流程</p>
                </Form>
              ),
            },
          ]}
        />
        <div className="xm-login-links">
          <Link to="/feedback">意见反馈</Link>
          <Link to="/white/open/erp/guide">ERP 对接指南</Link>
        </div>
      </Card>
      <Modal
        open={pwdTipOpen}
        title="建议修改密码"
        okText="立即修改"
        cancelText="稍后再说"
        closable={false}
        maskClosable={false}
        onOk={() => {
          setPwdTipOpen(false);
          setChangeOpen(true);
        }}
        onCancel={() => {
          setPwdTipOpen(false);
          enter();
        }}
      >
        您的密码已超过 90 天未修改，或由他人为您设置。为了账号安全，建议立即修改密码。
      </Modal>
      <ChangePasswordModal
        open={changeOpen}
        reason="修改成功后需使用新密码重新登录。"
        onClose={() => {
          setChangeOpen(false);
        }}
      />
    </div>
  );
}
