import { useRef, useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import Upload from 'antd/es/upload';
import type { UploadFile, UploadProps } from 'antd/es/upload';
import { upload } from '@/api/gen/endpoints/platform/platform';
import type { UploadScene } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { feedback } from '@/lib/feedback';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const DOC_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;
const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const PDF_MAX_BYTES = 10 * MB;

export interface ImageUploadProps {
  /** Controlled list of file URLs as the upload endpoint returned them. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Most files kept; the add button disappears at the limit. */
  max?: number;
  scene: UploadScene;
  /** What the file picker offers (the server checks the content anyway). */
  accept?: string;
  disabled?: boolean;
  /** Text under the plus sign. */
  label?: string;
  id?: string;
}

const isPdf = (url: string) => /\.pdf(\?|$)/i.test(url);

/**
 * The shared uploader: antd Upload (picture cards) over POST /common/upload. Value is a list of URLs, so a form
 * stores strings; the server checks type and size again by content.
 */
export function ImageUpload({ value, onChange, max = 1, scene, accept = IMAGE_ACCEPT, disabled, label = '上传', id }: ImageUploadProps) {
  const urls = value ?? [];
  const latest = useRef(urls);
  latest.current = urls;
  const [pending, setPending] = useState<UploadFile[]>([]);

  const fileList: UploadFile[] = [
    ...urls.map((url, i) => ({
      uid: `${i}-${url}`,
      name: isPdf(url) ? 'PDF 文件' : `图片${i + 1}`,
      status: 'done' as const,
      url,
      thumbUrl: isPdf(url) ? undefined : url,
    })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
    if (pdf && !accept.includes('application/pdf')) {
      feedback.error('此处只能上传图片（JPG、PNG、WEBP、GIF）');
      return Upload.LIST_IGNORE;
    }
    const limit = pdf ? PDF_MAX_BYTES : IMAGE_MAX_BYTES;
    if (file.size > limit) {
      feedback.error(`${pdf ? 'PDF 文件' : '图片'}大小不能超过 ${limit / MB} MB`);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + pending.length >= max) {
      feedback.error(`最多上传 ${max} 个文件`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 50 }]);
    try {
      const r = await upload({ file: f, scene }, { hideErrorMessage: true });
      if (!r) throw new ApiError('上传失败，请重试', { kind: 'business' });
      const next = [...latest.current, r.url].slice(0, max);
      latest.current = next;
      onChange?.(next);
      onSuccess?.(r);
    } catch (e) {
      feedback.error(e instanceof Error && e.message ? e.message : '上传失败，请重试');
      onError?.(e as Error);
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };

  return (
    <Upload
      id={id}
      listType="picture-card"
      accept={accept}
      multiple={max > 1}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      iconRender={(f) => (f.url && isPdf(f.url) ? <FilePdfOutlined style={{ fontSize: 28, color: '#cf1322' }} /> : undefined)}
      onPreview={(f) => {
        if (f.url) window.open(f.url, '_blank', 'noopener,noreferrer');
      }}
      onRemove={(f) => {
        if (!f.url) return false;
        const next = latest.current.filter((u) => u !== f.url);
        latest.current = next;
        onChange?.(next);
        return true;
      }}
      showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
    >
      {fileList.length >= max || disabled ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6, fontSize: 12 }}>{label}</div>
        </div>
      )}
    </Upload>
  );
}
