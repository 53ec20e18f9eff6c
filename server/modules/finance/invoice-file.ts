import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { TZ_OFFSET_MS, yuan } from './accounts-chart.ts';
import { INVOICE_TYPE_TEXT, InvoiceStatus, splitVat, type InvoiceRow } from './invoice.ts';

/**
 * The electronic invoice as a PDF (pdfkit, with Noto Sans Hans from @embedpdf/fonts-sc embedded as a subset, so
 * Chinese renders on any reader): the blue invoice, and for a reversed one a second page with its red-letter
 * invoice (negative amounts, pointing at the original). Made from the stored row each time: nothing to keep.
 */
const require = createRequire(import.meta.url);
// The package exports only its index (dist/); the OTF files sit beside it in fonts/.
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
const FONT_REGULAR = path.join(FONT_DIR, 'NotoSansHans-Regular.otf');
const FONT_BOLD = path.join(FONT_DIR, 'NotoSansHans-Bold.otf');
/** The font files (about 8 MB each), read once per process on the first download. */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: fs.readFileSync(FONT_REGULAR), bold: fs.readFileSync(FONT_BOLD) });

/** The seller on every invoice: the platform. */
export const SELLER = {
  name: '杭州校园商城科技有限公司',
  taxNo: '91330106MA2H8XYZ2K',
  address: '浙江省杭州市西湖区文三路 478 号 0571-86001234',
  bank: '招商银行杭州分行营业部 571912345610601',
} as const;

const date = (t: number) => {
  const d = new Date(t + TZ_OFFSET_MS);
  return `${d.getUTCFullYear()}年${String(d.getUTCMonth() + 1).padStart(2, '0')}月${String(d.getUTCDate()).padStart(2, '0')}日`;
};

function page(doc: PDFKit.PDFDocument, r: InvoiceRow, red: boolean) {
  const sign = red ? -1 : 1;
  const { net, vat } = splitVat(r.amount);
  const colour = red ? '#b42318' : '#1f2937';
  const months = (JSON.parse(r.months_json) as string[]).join('、');
  doc.font('bold').fontSize(20).fillColor(colour).text(`${INVOICE_TYPE_TEXT[r.invoice_type]}${red ? '（红字）' : ''}`, 40, 40, { align: 'center', width: 515 });
  doc.font('regular').fontSize(10).fillColor('#1f2937');
  const no = red ? r.red_invoice_no : r.invoice_no;
  const at = red ? r.reversed_at : r.issued_at;
  doc.text(`发票号码：${no ?? ''}`, 360, 80).text(`开票日期：${at ? date(at) : ''}`, 360, 96);
  const box = (y: number, h: number) => doc.rect(40, y, 515, h).strokeColor(colour).lineWidth(1).stroke();
  const party = (y: number, title: string, p: { name: string; taxNo: string; address: string; bank: string }) => {
    box(y, 96);
    doc.font('bold').text(title, 50, y + 8);
    doc.font('regular').text(`名称：${p.name}`, 50, y + 26).text(`统一社会信用代码/纳税人识别号：${p.taxNo}`, 50, y + 42);
    if (r.invoice_type === 2) doc.text(`地址、电话：${p.address}`, 50, y + 58).text(`开户行及账号：${p.bank}`, 50, y + 74);
  };
  party(120, '购买方信息', { name: r.title_name, taxNo: r.tax_no, address: `${r.address} ${r.phone}`, bank: `${r.bank_name} ${r.bank_account}` });
  party(224, '销售方信息', { name: SELLER.name, taxNo: SELLER.taxNo, address: SELLER.address, bank: SELLER.bank });
  box(328, 90);
  doc.font('bold').text('项目名称', 50, 336).text('金额', 330, 336).text('税率', 410, 336).text('税额', 470, 336);
  doc.font('regular')
    .text('*现代服务*平台服务费（佣金及提现手续费）', 50, 356, { width: 270 })
    .text(yuan(sign * net), 330, 356)
    .text('6%', 410, 356)
    .text(yuan(sign * vat), 470, 356)
    .text(`所属期间：${months}`, 50, 392);
  box(426, 36);
  doc.font('bold').text(`价税合计（小写）：${yuan(sign * r.amount)}`, 50, 438);
  box(470, 60);
  doc.font('regular').text(`备注：${red ? `对应蓝字发票号码 ${r.invoice_no ?? ''}；红冲原因：${r.red_reason ?? ''}` : (r.remark ?? '')}`, 50, 478, { width: 495 });
  doc.text(`申请单号：${r.apply_no}`, 50, 510);
  doc.fontSize(9).fillColor('#4b5563').text('开票人：平台财务    本发票由校园商城平台开具，可在「商家后台 · 财务 · 开票记录」中下载。', 40, 550, { width: 515 });
  if (!red && r.status === InvoiceStatus.REVERSED) {
    doc.fontSize(28).fillColor('#b42318').opacity(0.35).text('已红冲', 230, 380).opacity(1);
  }
}

export async function invoiceFile(r: InvoiceRow): Promise<{ fileName: string; mime: string; content: Buffer }> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${INVOICE_TYPE_TEXT[r.invoice_type]} ${r.invoice_no ?? ''}`, Author: SELLER.name } });
  const f = loadFonts();
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  page(doc, r, false);
  if (r.status === InvoiceStatus.REVERSED) {
    doc.addPage();
    page(doc, r, true);
  }
  doc.end();
  const content = await done;
  return { fileName: `发票_${r.invoice_no ?? r.apply_no}.pdf`, mime: 'application/pdf', content };
}
