import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import type { FinanceSmsSent } from '@/api/gen/model';

/** "获取验证码" with its cooldown; says where the code went beside the button (aria-live). */
export function SmsButton({ send, disabled }: { send: () => Promise<FinanceSmsSent | null>; disabled?: boolean }) {
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
    <span className="xm-co-sms">
      <Button onClick={click} loading={busy} disabled={disabled || left > 0}>
        {left > 0 ? `${left} 秒后重新获取` : sentTo ? '重新获取验证码' : '获取验证码'}
      </Button>
      {sentTo ? <span className="xm-co-muted" aria-live="polite">已发送至 {sentTo}，10 分钟内有效</span> : null}
    </span>
  );
}
