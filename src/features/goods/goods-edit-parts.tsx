import { Link } from '@tanstack/react-router';
import { ImageUpload } from '@/components/upload/image-upload';
import { ui } from './ui';
import './goods.css';

const { Typography } = ui;

/** One optional image (a spec value's picture) over the shared uploader's list value. */
export function SingleImage({ value, onChange, label, id }: { value?: string; onChange?: (v: string | undefined) => void; label: string; id?: string }) {
  return <ImageUpload id={id} max={1} scene="goods" label={label} value={value ? [value] : []} onChange={(urls) => onChange?.(urls[0])} />;
}

export function AptitudeHint({ categoryId, data }: { categoryId?: number; data?: { canPublish: boolean; missing: string[]; aptitudes: { name: string; required: boolean; held: boolean }[] } | null }) {
  if (!categoryId || !data) return null;
  const required = data.aptitudes.filter((a) => a.required);
  if (!required.length) return <Typography.Text type="secondary">该类目无需特殊资质</Typography.Text>;
  if (data.canPublish) return <Typography.Text type="success">该类目须具备：{required.map((a) => a.name).join('、')}（已具备）</Typography.Text>;
  return (
    <Typography.Text type="danger">
      该类目须具备：{required.map((a) => a.name).join('、')}；缺少 {data.missing.join('、')}，暂不能发布。
      <Link to="/goods/category-qualifications/detail" search={{ categoryId }}>
        查看资质要求
      </Link>
    </Typography.Text>
  );
}
