/** The schools and campuses of the campus catalogue (campus.ts), also the simulators' buyers' schools. */
export const SCHOOLS: Array<{ school: string; campuses: string[]; city: string }> = [
  { school: '浙江大学', campuses: ['紫金港校区', '玉泉校区', '西溪校区'], city: '浙江省杭州市西湖区' },
  { school: '复旦大学', campuses: ['邯郸校区', '江湾校区', '枫林校区'], city: '上海市杨浦区' },
  { school: '南京大学', campuses: ['仙林校区', '鼓楼校区'], city: '江苏省南京市栖霞区' },
  { school: '武汉大学', campuses: ['文理学部', '工学部', '信息学部'], city: '湖北省武汉市武昌区' },
  { school: '四川大学', campuses: ['望江校区', '江安校区', '华西校区'], city: '四川省成都市武侯区' },
  { school: '中山大学', campuses: ['南校园', '东校园', '珠海校区'], city: '广东省广州市海珠区' },
  { school: '杭州师范大学', campuses: ['仓前校区', '下沙校区'], city: '浙江省杭州市余杭区' },
  { school: '华中科技大学', campuses: ['主校区', '同济校区'], city: '湖北省武汉市洪山区' },
];
