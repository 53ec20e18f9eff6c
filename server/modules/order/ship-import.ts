import ExcelJS from 'exceljs';
import { fail } from '../../lib/errors.ts';
import { BATCH_SHIP_MAX, LOGISTICS, LOGISTICS_BY_NAME } from './constants.ts';

export interface ShipRow {
  row: number;
  orderNo: string;
  logisticsCompany: string;
  trackingNo: string;
}

const MAX_FILE_BYTES = 700 * 1024;

/** Minimal RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** UTF-8 (with or without BOM), or GB18030 as Excel on Chinese Windows saves CSV. */
function decodeText(buf: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(buf);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('gb18030').decode(buf) : utf8;
  return text.replace(/^\uFEFF/, '');
}

function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return String(v.result ?? '');
    return '';
  }
  return String(v);
}

/** Reads the rows of a ship file; the first row names the columns (订单号, 物流公司, 运单号) in any order. */
export async function readShipFile(fileName: string, base64: string): Promise<ShipRow[]> {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw fail('文件内容不是合法的 Base64 编码');
  const buf = Buffer.from(base64, 'base64');
  if (buf.length === 0) throw fail('文件为空');
  if (buf.length > MAX_FILE_BYTES) throw fail('文件不能超过 700 KB');
  let table: string[][];
  if (/\.xlsx$/i.test(fileName)) {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(buf as unknown as ArrayBuffer);
    } catch {
      throw fail('无法读取 Excel 文件，请确认是 .xlsx 格式');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw fail('Excel 文件中没有工作表');
    table = [];
    ws.eachRow({ includeEmpty: true }, (r, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.max(r.cellCount, 3); c++) cells.push(cellText(r.getCell(c).value).trim());
      table[n - 1] = cells;
    });
    for (let i = 0; i < table.length; i++) table[i] ??= [];
  } else {
    table = parseCsv(decodeText(buf));
  }
  const header = (table[0] ?? []).map((h) => h.trim());
  const col = (name: string) => header.findIndex((h) => h.includes(name));
  const cNo = col('订单号');
  const cCompany = col('物流公司');
  const cTrack = col('运单号');
  if (cNo < 0 || cCompany < 0 || cTrack < 0) throw fail('文件首行应为表头：订单号、物流公司、运单号');
  const rows: ShipRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const r = table[i]!;
    const get = (c: number) => String(r[c] ?? '').trim();
    if (r.every((x) => String(x ?? '').trim() === '')) continue;
    rows.push({ row: i + 1, orderNo: get(cNo).replace(/^'/, ''), logisticsCompany: get(cCompany), trackingNo: get(cTrack) });
  }
  if (!rows.length) throw fail('文件中没有发货数据');
  if (rows.length > BATCH_SHIP_MAX) throw fail(`一次至多导入 ${BATCH_SHIP_MAX} 行，文件有 ${rows.length} 行`);
  return rows;
}

/** A logistics company given by code (SF) or name (顺丰速运) → its code, or null. */
export function logisticsCode(v: string): string | null {
  const t = v.trim();
  if (LOGISTICS[t.toUpperCase()]) return t.toUpperCase();
  return LOGISTICS_BY_NAME[t] ?? null;
}
