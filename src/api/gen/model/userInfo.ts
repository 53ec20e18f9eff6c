import type { CompanyType } from './companyType';
import type { PermissionKey } from './permissionKey';
import type { UserInfoShowLuYanMenu } from './userInfoShowLuYanMenu';
import type { UserInfoReadyStatus } from './userInfoReadyStatus';
import type { ReviewStatus } from './reviewStatus';
import type { UserInfoDraftStatus } from './userInfoDraftStatus';
import type { UserInfoReviewReason } from './userInfoReviewReason';
import type { UserInfoAvatar } from './userInfoAvatar';
import type { UserInfoShopName } from './userInfoShopName';
import type { UserInfoRoleName } from './userInfoRoleName';
import type { UserInfoShopClosedAt } from './userInfoShopClosedAt';

/**
 * 当前登录用户、所属公司与店铺、角色权限与审核状态
 */
export interface UserInfo {
  /**
   * 当前用户 id
   * @minimum 1
   */
  userId: number;
  /**
   * 所属公司 id
   * @minimum 1
   */
  companyId: number;
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType: CompanyType;
  /** 角色授予的权限键（不含虚拟键 common.*） */
  authNameList: PermissionKey[];
  /** 1 显示路演菜单（对应虚拟键 common.roadshow.list）；0 不显示 */
  showLuYanMenu: UserInfoShowLuYanMenu;
  /** 1 已就绪（对应虚拟键 common.company-verify）；0 未就绪 */
  readyStatus: UserInfoReadyStatus;
  /** -2 待提交；-1 驳回；0 审核中；1 通过（只有通过才能进入商家后台） */
  reviewStatus: ReviewStatus;
  /** 1 已保存认证草稿；0 无草稿 */
  draftStatus: UserInfoDraftStatus;
  /**
   * 审核驳回的原因；未驳回时为 null
   * @maxLength 500
   */
  reviewReason: UserInfoReviewReason;
  /**
   * 用户姓名或昵称
   * @maxLength 50
   */
  userName: string;
  /**
   * 中间四位以星号替代的手机号
   * @maxLength 20
   */
  phoneMasked: string;
  /** 头像图片地址；未设置时为 null */
  avatar: UserInfoAvatar;
  /**
   * 公司名称；认证前可能为空字符串
   * @maxLength 100
   */
  companyName: string;
  /**
   * 店铺名称；尚未开店时为 null
   * @maxLength 50
   */
  shopName: UserInfoShopName;
  /** true 为公司主账号（店主），false 为员工账号 */
  isOwner: boolean;
  /**
   * 员工所属角色名称；主账号为 null
   * @maxLength 50
   */
  roleName: UserInfoRoleName;
  /**
   * 店铺关闭的时间（毫秒时间戳）；营业中为 null 或缺省。已关闭的店铺只能查看历史数据，authNameList 不含任何操作键
   * @minimum 0
   */
  shopClosedAt?: UserInfoShopClosedAt;
}
