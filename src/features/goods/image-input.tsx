import { useState } from 'react';
import Image from 'antd/es/image';
import { ui } from './ui';

const { Button, Input, Space } = ui;

const URL_RE = /^(https?:\/\/|\/)\S+$/;

/**
 * Image fields as URL strings until the shared upload component (`components/upload/image-upload.tsx`) lands:
 * the same controlled `value: string[]` / `onChange` / `max` shape, so it can be swapped in place.
 */
export function ImageUrlInput({ value = [], onChange, max = 9, id }: { value?: string[]; onChange?: (v: string[]) => void; max?: number; id?: string }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const url = draft.trim();
    if (!URL_RE.test(url)) {
      setError('请输入以 http(s):// 或 / 开头的图片地址');
      return;
    }
    if (value.includes(url)) {
      setError('该图片已添加');
      return;
    }
    setError(null);
    onChange?.([...value, url]);
    setDraft('');
  };
  return (
    <div className="xm-image-input">
      <Space wrap size={8}>
        {value.map((url, i) => (
          <div key={url} className="xm-image-thumb">
            <Image src={url} width={72} height={72} style={{ objectFit: 'cover' }} alt={`图片${i + 1}`} />
            {i === 0 && max > 1 ? <span className="xm-image-main">主图</span> : null}
            <button type="button" aria-label={`删除图片${i + 1}`} className="xm-image-remove" onClick={() => onChange?.(value.filter((u) => u !== url))}>
              ×
            </button>
          </div>
        ))}
      </Space>
      {value.length < max ? (
        <Space.Compact style={{ width: '100%', maxWidth: 520, marginTop: value.length ? 8 : 0 }}>
          <Input
            id={id}
            value={draft}
            placeholder="图片地址，如 /demo-goods/bag.svg"
            status={error ? 'error' : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              add();
            }}
          />
          <Button onClick={add}>添加图片</Button>
        </Space.Compact>
      ) : null}
      {error ? <div className="xm-field-error">{error}</div> : null}
      <div className="xm-field-hint">
        已添加 {value.length}/{max} 张
      </div>
    </div>
  );
}
