import { useEffect, useState } from 'react';
import { EditorContent, useEditor, type Extensions } from '@tiptap/react';
import { ui } from './ui';

const { Button, Input, Space } = ui;

const URL_RE = /^(https?:\/\/|\/)\S+$/;

/**
 * The goods detail editor (tiptap), loaded lazily by the edit page, which passes the extensions (StarterKit,
 * Image) loaded in their own chunks. Controlled by HTML `value` / `onChange`.
 */
export default function RichTextEditor({ value, onChange, extensions }: { value?: string; onChange?: (html: string) => void; extensions: Extensions }) {
  const [imgUrl, setImgUrl] = useState('');
  const [imgOpen, setImgOpen] = useState(false);
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
  const insertImage = () => {
    if (!URL_RE.test(imgUrl.trim())) return;
    editor.chain().focus().setImage({ src: imgUrl.trim() }).run();
    setImgUrl('');
    setImgOpen(false);
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
        <Button size="small" type={imgOpen ? 'primary' : 'text'} onClick={() => setImgOpen((v) => !v)}>
          插入图片
        </Button>
        {btn('撤销', false, () => editor.chain().focus().undo().run())}
        {btn('重做', false, () => editor.chain().focus().redo().run())}
      </div>
      {imgOpen ? (
        <Space.Compact style={{ width: 420, padding: 6 }}>
          <Input size="small" value={imgUrl} onChange={(e) => setImgUrl(e.target.value)} placeholder="图片地址，如 /demo-goods/bag.svg" onPressEnter={(e) => { e.preventDefault(); insertImage(); }} aria-label="详情图片地址" />
          <Button size="small" type="primary" onClick={insertImage} disabled={!URL_RE.test(imgUrl.trim())}>
            插入
          </Button>
        </Space.Compact>
      ) : null}
      <div className="xm-rte-content">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
