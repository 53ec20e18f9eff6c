import { useServerNow } from '@/lib/server-clock';
import { SOON_MS } from './constants';

/** Time left before the platform acts, on the platform clock: red under 6 hours; re-rendered each minute. */
export function Countdown({ deadline, waiting }: { deadline: number | null; waiting: boolean }) {
  const now = useServerNow();
  if (!deadline) return <span className="xm-muted">-</span>;
  const left = deadline - now;
  if (left <= 0) return <span className="xm-as-red">已超时，平台处理中</span>;
  const h = Math.floor(left / 3_600_000);
  const m = Math.floor((left % 3_600_000) / 60_000);
  const text = h >= 24 ? `${Math.floor(h / 24)} 天 ${h % 24} 小时` : `${h} 小时 ${m} 分`;
  return (
    <span className={left < SOON_MS && waiting ? 'xm-as-red' : undefined} title={waiting ? '商家处理时限' : '对方处理时限'}>
      剩 {text}
    </span>
  );
}
