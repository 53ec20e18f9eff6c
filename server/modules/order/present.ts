import type { ListRow } from './queries.ts';
import { maskAddress, maskPhone } from './queries.ts';

/** The wire shape of a list row; phones and the address are masked. */
export function toSummary(o: ListRow) {
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: o.status,
    afterSaleStatus: o.after_sale_status,
    buyerName: o.buyer_name,
    buyerPhone: maskPhone(o.buyer_phone),
    receiverName: o.receiver_name,
    receiverPhone: maskPhone(o.receiver_phone),
    receiverAddress: maskAddress(o.receiver_address),
    school: o.school,
    campus: o.campus,
    deliveryType: o.delivery_type,
    goodsSummary: o.goods_summary,
    itemCount: o.item_count,
    goodsAmount: o.goods_amount,
    freightAmount: o.freight_amount,
    discountAmount: o.discount_amount,
    paidAmount: o.paid_amount,
    buyerRemark: o.buyer_remark,
    merchantRemark: o.merchant_remark,
    logisticsCompany: o.logistics_company,
    trackingNo: o.tracking_no,
    shipByAt: o.ship_by_at,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    shippedAt: o.shipped_at,
    completedAt: o.completed_at,
    closedAt: o.closed_at,
  };
}
