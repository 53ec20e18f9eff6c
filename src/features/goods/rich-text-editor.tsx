import { useEffect, useRef, useState } from 'react';
import { upload } from '@/api/gen/endpoints/platform/platform';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@/components/upload/image-upload';
import { feedback } from '@/lib/feedback';
import { EditorContent, useEditor, type Extensions } from '@tiptap/react';
import { ui } from './ui';

const { Button } = ui;

/**
 * The goods detail editor (tiptap), loaded lazily by the edit page, which passes the extensions (StarterKit,
 * Image) loaded in their own chunks. Controlled by HTML `value` / `onChange`.
 */
export default function RichTextEditor({ value, onChange, extensions }: { value?: string; onChange?: (html: string) => void; extensions: Extensions }) {
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions,
    content: value ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': '商品详情', role: 'textbox', 'aria-multiline': 'true' } },
  });
  // Outside changes (a restored draft, the loaded goods) replace the content; typing does not loop back.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const btn = (label: string, active: boolean, run: () => void) => (
    <Button size="small" type={active ? 'primary' : 'text'} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {label}
    </Button>
  );
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      feedback.error('图片大小不能超过 5 MB');
      return;
    }
    setUploading(true);
    try {
      const r = await upload({ file, scene: 'goods' });
      if (r?.url) editor.chain().focus().setImage({ src: r.url }).run();
    } catch {
      // The HTTP layer has shown the error.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return (
    <div className="xm-rte">
      <div className="xm-rte-toolbar">
        {btn('加粗', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {btn('斜体', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {btn('标题', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {btn('无序列表', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {btn('有序列表', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {btn('引用', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
        <Button size="small" type="text" loading={uploading} onClick={() => fileInput.current?.click()}>
          插入图片
        </Button>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden aria-label="详情图片文件" onChange={(e) => void insertImage(e.target.files?.[0])} />
        {btn('撤销', false, () => editor.chain().focus().undo().run())}
        {btn('重做', false, () => editor.chain().focus().redo().run())}
      </div>
      <div className="xm-rte-content">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
