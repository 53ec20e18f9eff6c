import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { feedback } from '@/lib/feedback';
import { ImageUpload } from './image-upload';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function Harness({ onValue, max = 2 }: { onValue: (v: string[]) => void; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ImageUpload
      scene="goods"
      max={max}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('ImageUpload', () => {
  it('posts multipart with the scene and keeps the returned URL as the value', async () => {
    let received: { scene: FormDataEntryValue | null; name: string | undefined; contentType: string | null } | null = null;
    server.use(
      http.post('*/xm-merchant/common/upload', async ({ request }) => {
        const contentType = request.headers.get('content-type');
        const fd = await request.formData();
        received = { scene: fd.get('scene'), name: (fd.get('file') as File | null)?.name, contentType };
        return HttpResponse.json({ code: 1, msg: 'ok', data: { fileId: 'a'.repeat(32), url: `/xm-merchant/common/file/${'a'.repeat(32)}.png?e=1&s=x`, name: 'a.png', size: 10, mime: 'image/png' } });
      }),
    );
    const onValue = vi.fn();
    const { container } = render(<Harness onValue={onValue} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file('a.png', 10)] } });
    await waitFor(() => expect(onValue).toHaveBeenCalledWith([`/xm-merchant/common/file/${'a'.repeat(32)}.png?e=1&s=x`]));
    expect(received).toMatchObject({ scene: 'goods' }); // (jsdom's cross-realm File loses its name; browsers keep it)
    expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('refuses an image over 5 MB before sending, and shows the server message on a refusal', async () => {
    const err = vi.spyOn(feedback, 'error').mockImplementation(() => {});
    const onValue = vi.fn();
    const { container } = render(<Harness onValue={onValue} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file('big.png', 5 * 1024 * 1024 + 1)] } });
    await waitFor(() => expect(err).toHaveBeenCalledWith('图片大小不能超过 5 MB'));
    server.use(http.post('*/xm-merchant/common/upload', () => HttpResponse.json({ code: 0, msg: '商品图片只支持 JPG、PNG、WEBP、GIF 图片（按文件内容识别，改扩展名无效）', data: null })));
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file('fake.png', 10)] } });
    await waitFor(() => expect(err).toHaveBeenCalledWith('商品图片只支持 JPG、PNG、WEBP、GIF 图片（按文件内容识别，改扩展名无效）'));
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText('上传')).toBeInTheDocument();
  });
});
