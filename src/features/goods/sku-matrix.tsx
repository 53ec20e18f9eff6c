import { useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import { comboKey } from './shared';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import { ui } from './ui';

const { Button, Form, Input, Space } = ui;

export interface SkuRow {
  skuId?: number | null;
  price?: number | null;
  originalPrice?: number | null;
  costPrice?: number | null;
  stock?: number | null;
  code?: string | null;
  weightG?: number | null;
}

type FillKey = 'price' | 'originalPrice' | 'costPrice' | 'stock' | 'weightG';

/** The SKU matrix: one row per combination of spec values, with a fill-all row above it. */
export function SkuMatrix({ form, dims, combos }: { form: FormInstance; dims: string[]; combos: string[][] }) {
  const [fill, setFill] = useState<Partial<Record<FillKey, number | null>>>({});
  const fillAll = () => {
    const skus = { ...(form.getFieldValue('skus') as Record<string, SkuRow> | undefined) };
    for (const c of combos) {
      const k = comboKey(c);
      const row = { ...skus[k] };
      for (const [f, v] of Object.entries(fill)) if (v !== null && v !== undefined) row[f as FillKey] = v;
      skus[k] = row;
    }
    form.setFieldsValue({ skus });
    void form.validateFields(combos.flatMap((c) => (['price', 'stock', 'originalPrice'] as const).map((f) => ['skus', comboKey(c), f])));
  };
  const money = { min: 0, max: 1_000_000, precision: 2, style: { width: '100%' } };
  const columns = [
    ...dims.map((d, i) => ({ title: d || `规格${i + 1}`, key: `d${i}`, width: 90, render: (_: unknown, c: string[]) => c[i] })),
    {
      title: '售价（元）',
      key: 'price',
      width: 120,
      render: (_: unknown, c: string[]) => (
        <Form.Item name={['skus', comboKey(c), 'price']} rules={[{ required: true, message: '请填写售价' }, { type: 'number', min: 0.01, message: '售价至少 0.01 元' }]} style={{ margin: 0 }}>
          <InputNumber {...money} aria-label={`${comboKey(c)} 售价`} />
        </Form.Item>
      ),
    },
    {
      title: '划线价（元）',
      key: 'originalPrice',
      width: 120,
      render: (_: unknown, c: string[]) => (
        <Form.Item
          name={['skus', comboKey(c), 'originalPrice']}
          dependencies={[['skus', comboKey(c), 'price']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, v: number | null) => {
                const p = getFieldValue(['skus', comboKey(c), 'price']) as number | null;
                if (v != null && p != null && v < p) throw new Error('不能低于售价');
              },
            }),
          ]}
          style={{ margin: 0 }}
        >
          <InputNumber {...money} aria-label={`${comboKey(c)} 划线价`} />
        </Form.Item>
      ),
    },
    {
      title: '成本价（元）',
      key: 'costPrice',
      width: 120,
      render: (_: unknown, c: string[]) => (
        <Form.Item name={['skus', comboKey(c), 'costPrice']} style={{ margin: 0 }}>
          <InputNumber {...money} aria-label={`${comboKey(c)} 成本价`} />
        </Form.Item>
      ),
    },
    {
      title: '库存',
      key: 'stock',
      width: 110,
      render: (_: unknown, c: string[]) => (
        <Form.Item name={['skus', comboKey(c), 'stock']} rules={[{ required: true, message: '请填写库存' }]} style={{ margin: 0 }}>
          <InputNumber min={0} max={9_999_999} precision={0} style={{ width: '100%' }} aria-label={`${comboKey(c)} 库存`} />
        </Form.Item>
      ),
    },
    {
      title: 'SKU 编码',
      key: 'code',
      width: 140,
      render: (_: unknown, c: string[]) => (
        <Form.Item name={['skus', comboKey(c), 'code']} rules={[{ max: 64, message: '至多 64 个字符' }]} style={{ margin: 0 }}>
          <Input maxLength={64} aria-label={`${comboKey(c)} SKU 编码`} />
        </Form.Item>
      ),
    },
    {
      title: '重量（克）',
      key: 'weightG',
      width: 110,
      render: (_: unknown, c: string[]) => (
        <Form.Item name={['skus', comboKey(c), 'weightG']} style={{ margin: 0 }}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} aria-label={`${comboKey(c)} 重量`} />
        </Form.Item>
      ),
    },
  ];
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }} aria-label="批量填充">
        <span>批量填充：</span>
        <InputNumber {...money} style={{ width: 110 }} placeholder="售价" value={fill.price} onChange={(v) => setFill((f) => ({ ...f, price: v }))} aria-label="批量售价" />
        <InputNumber {...money} style={{ width: 110 }} placeholder="划线价" value={fill.originalPrice} onChange={(v) => setFill((f) => ({ ...f, originalPrice: v }))} aria-label="批量划线价" />
        <InputNumber {...money} style={{ width: 110 }} placeholder="成本价" value={fill.costPrice} onChange={(v) => setFill((f) => ({ ...f, costPrice: v }))} aria-label="批量成本价" />
        <InputNumber min={0} precision={0} style={{ width: 100 }} placeholder="库存" value={fill.stock} onChange={(v) => setFill((f) => ({ ...f, stock: v }))} aria-label="批量库存" />
        <InputNumber min={0} precision={0} style={{ width: 100 }} placeholder="重量" value={fill.weightG} onChange={(v) => setFill((f) => ({ ...f, weightG: v }))} aria-label="批量重量" />
        <Button onClick={fillAll} disabled={Object.values(fill).every((v) => v == null)}>
          填充全部
        </Button>
      </Space>
      <Table<string[]> size="small" rowKey={(c) => comboKey(c)} columns={columns} dataSource={combos} pagination={false} scroll={{ x: 'max-content', y: combos.length > 12 ? 480 : undefined }} />
      <div className="xm-field-hint">共 {combos.length} 个 SKU</div>
    </div>
  );
}
