import type { ReactNode } from 'react';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { useCopy } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';

export interface CopyTextProps {
  /** What is copied. */
  text: string;
  /** What is shown; defaults to `text`. */
  children?: ReactNode;
}

/** Text followed by a small copy button; the button shows a green tick for 1500 ms after copying. */
export function CopyText({ text, children }: CopyTextProps) {
  const { copied, copy } = useCopy();
  const { token } = theme.useToken();
  const label = copied ? '已复制' : '复制';

  const onClick = async () => {
    if (!(await copy(text))) feedback.error('复制失败，请手动复制');
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {children ?? text}
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          icon={copied ? <CheckOutlined style={{ color: token.colorSuccess }} /> : <CopyOutlined />}
          onClick={() => void onClick()}
        />
      </Tooltip>
    </span>
  );
}
