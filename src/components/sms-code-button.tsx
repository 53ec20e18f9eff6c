import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import './sms-code-button.css';

/** What a send-code operation answers (finance, company): the cooldown and where the code went. */
export interface SmsCodeSent {
  cooldownSeconds: number;
  phoneMasked: string;
}

/**
 * "获取验证码" for the signed-in owner's phone: sends the code and counts down to the next allowed send (the server's
 * cooldown); says where the code went beside the button (aria-live), no toast repeating it.
 */
export function SmsCodeButton({ send, disabled }: { send: () => Promise<SmsCodeSent | null>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  const click = async () => {
    setBusy(true);
    try {
      const r = await send();
      if (r) {
        setLeft(r.cooldownSeconds);
        setSentTo(r.phoneMasked);
      }
    } catch {
      // toast from the HTTP layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="xm-sms-code">
      <Button onClick={click} loading={busy} disabled={disabled || left > 0}>
        {left > 0 ? `${left} 秒后重新获取` : sentTo ? '重新获取验证码' : '获取验证码'}
      </Button>
      {sentTo ? (
        <span className="xm-sms-code-sent" aria-live="polite">
          已发送至 {sentTo}，10 分钟内有效
        </span>
      ) : null}
    </span>
  );
}
