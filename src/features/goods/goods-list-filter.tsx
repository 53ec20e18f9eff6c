import type { FormInstance } from 'antd/es/form';
import Cascader from 'antd/es/cascader';
import DatePicker from 'antd/es/date-picker';
import InputNumber from 'antd/es/input-number';
import { LIMITS } from '@/api/limits.gen';
import type { dayjs } from '@/lib/dayjs';
import type { GoodsListSearch } from './search';
import { toFen, type CategoryOption } from './shared';
import { ui } from './ui';

const { Button, Form, Input, Space } = ui;

/** The filter form's values (the URL holds them as GoodsListSearch). */
export interface GoodsFilterValues {
  keyword?: string;
  category?: number[];
  priceMin?: number | null;
  priceMax?: number | null;
  stockMin?: number | null;
  stockMax?: number | null;
  /** Either end may be open (allowEmpty). */
  created?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
}

/** Request mapping: the form's values as the URL's filter (yuan to fen, days to [start, end] ms). */
export function filterToSearch(v: GoodsFilterValues): Partial<GoodsListSearch> {
  const clean = <T,>(x: T | null | undefined) => (x === null || x === undefined ? undefined : x);
  return {
    keyword: v.keyword?.trim() || undefined,
    categoryId: v.category?.at(-1),
    priceMin: clean(toFen(v.priceMin)),
    priceMax: clean(toFen(v.priceMax)),
    stockMin: clean(v.stockMin),
    stockMax: clean(v.stockMax),
    createdFrom: v.created?.[0]?.startOf('day').valueOf(),
    createdTo: v.created?.[1]?.endOf('day').valueOf(),
  };
}

/** The goods list's filter bar. */
export function GoodsListFilter({ form, initialValues, catOptions, onFinish, onReset }: { form: FormInstance<GoodsFilterValues>; initialValues: GoodsFilterValues; catOptions: CategoryOption[]; onFinish: (v: GoodsFilterValues) => void; onReset: () => void }) {
  return (
    <Form form={form} className="xm-goods-filter" layout="inline" initialValues={initialValues} onFinish={onFinish}>
      <Form.Item name="keyword" label="关键字">
        <Input allowClear placeholder="商品名称 / ID / 编码" style={{ width: 200 }} maxLength={LIMITS.GoodsFilter.keyword.maxLength} />
      </Form.Item>
      <Form.Item name="category" label="类目">
        <Cascader options={catOptions} changeOnSelect placeholder="全部类目" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item label="价格（元）">
        <Space.Compact>
          <Form.Item name="priceMin" noStyle>
            <InputNumber min={0} precision={2} placeholder="最低" style={{ width: 100 }} aria-label="最低价格" />
          </Form.Item>
          <Form.Item name="priceMax" noStyle>
            <InputNumber min={0} precision={2} placeholder="最高" style={{ width: 100 }} aria-label="最高价格" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="库存">
        <Space.Compact>
          <Form.Item name="stockMin" noStyle>
            <InputNumber min={0} precision={0} placeholder="最低" style={{ width: 90 }} aria-label="最低库存" />
          </Form.Item>
          <Form.Item name="stockMax" noStyle>
            <InputNumber min={0} precision={0} placeholder="最高" style={{ width: 90 }} aria-label="最高库存" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="created" label="创建时间">
        {/* allowEmpty: open-ended ranges filter too, and Tab can leave the empty start field (see the order list). */}
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={onReset}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
