import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ApplyReviewBody,
  ApplyStatusEnvelope,
  EmptyEnvelope,
  ErrorResponse,
  LoginBody,
  LoginResultEnvelope,
  SmsCodeBody,
  SmsCodeResultEnvelope,
  SmsLoginBody,
  UpdatePwdBody,
  UserInfoEnvelope,
  VerifyDetailEnvelope,
  VerifyDraft,
  VerifyForm
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 进入应用时调用：返回当前登录用户、所属公司与店铺信息、角色权限键与审核状态。
reviewStatus 不为 1（通过）时，前端把用户送到 /login/apply。
authNameList 仅含角色授予的权限键，不含虚拟键（虚拟键由前端按本答复的字段推出，服务端校验时同样追加）。

 * @summary 获取当前用户与公司信息
 */
export const userInfo = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<UserInfoEnvelope>(
      {url: `/xm-merchant/company/user/info`, method: 'POST', signal
    },
      options);
    }
  



export const getUserInfoQueryKey = () => {
    return [
    `/xm-merchant/company/user/info`
    ] as const;
    }

    
export const getUserInfoQueryOptions = <TData = Awaited<ReturnType<typeof userInfo>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUserInfoQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof userInfo>>> = ({ signal }) => userInfo(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UserInfoQueryResult = NonNullable<Awaited<ReturnType<typeof userInfo>>>
export type UserInfoQueryError = ErrorType<ErrorResponse>


export function useUserInfo<TData = Awaited<ReturnType<typeof userInfo>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInfo>>,
          TError,
          Awaited<ReturnType<typeof userInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUserInfo<TData = Awaited<ReturnType<typeof userInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInfo>>,
          TError,
          Awaited<ReturnType<typeof userInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUserInfo<TData = Awaited<ReturnType<typeof userInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 获取当前用户与公司信息
 */

export function useUserInfo<TData = Awaited<ReturnType<typeof userInfo>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userInfo>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUserInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 成功后返回新的 authToken（每次登录都签发新令牌）。手机号不存在与密码错误得到相同答复；
失败次数按账号与 IP 限流（每账号每小时至多 100 次）。
pwdUpdateTips 为 true 时前端提示用户修改密码。

 * @summary 手机号密码登录
 */
export const login = (
    loginBody: BodyType<LoginBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<LoginResultEnvelope>(
      {url: `/xm-merchant/company/auth/login`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginBody, signal
    },
      options);
    }
  


export const getLoginMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginBody>}, TContext> => {

const mutationKey = ['login'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof login>>, {data: BodyType<LoginBody>}> = (props) => {
          const {data} = props ?? {};

          return  login(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LoginMutationResult = NonNullable<Awaited<ReturnType<typeof login>>>
    export type LoginMutationBody = BodyType<LoginBody>
    export type LoginMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 手机号密码登录
 */
export const useLogin = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof login>>,
        TError,
        {data: BodyType<LoginBody>},
        TContext
      > => {

      const mutationOptions = getLoginMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 用 userSmsCode 获取的 6 位验证码登录。该手机号首次短信登录时自动注册账号，
其公司处于待认证状态（reviewStatus 为 -2 待提交），登录后需完成入驻申请与企业认证。

 * @summary 手机号短信验证码登录
 */
export const loginSmsCode = (
    smsLoginBody: BodyType<SmsLoginBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<LoginResultEnvelope>(
      {url: `/xm-merchant/company/auth/loginSmsCode`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: smsLoginBody, signal
    },
      options);
    }
  


export const getLoginSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginSmsCode>>, TError,{data: BodyType<SmsLoginBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof loginSmsCode>>, TError,{data: BodyType<SmsLoginBody>}, TContext> => {

const mutationKey = ['loginSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginSmsCode>>, {data: BodyType<SmsLoginBody>}> = (props) => {
          const {data} = props ?? {};

          return  loginSmsCode(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LoginSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof loginSmsCode>>>
    export type LoginSmsCodeMutationBody = BodyType<SmsLoginBody>
    export type LoginSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 手机号短信验证码登录
 */
export const useLoginSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginSmsCode>>, TError,{data: BodyType<SmsLoginBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginSmsCode>>,
        TError,
        {data: BodyType<SmsLoginBody>},
        TContext
      > => {

      const mutationOptions = getLoginSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 向手机号发送登录验证码。规则：验证码为 6 位数字，10 分钟内有效，只能使用一次，
输错 5 次即作废；同一手机号每 60 秒至多发送 1 次，每天至多 10 次。超出限制时答复 code 0 并说明原因。

 * @summary 获取登录短信验证码
 */
export const userSmsCode = (
    smsCodeBody: BodyType<SmsCodeBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<SmsCodeResultEnvelope>(
      {url: `/xm-merchant/company/auth/userSmsCode`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: smsCodeBody, signal
    },
      options);
    }
  


export const getUserSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userSmsCode>>, TError,{data: BodyType<SmsCodeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof userSmsCode>>, TError,{data: BodyType<SmsCodeBody>}, TContext> => {

const mutationKey = ['userSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userSmsCode>>, {data: BodyType<SmsCodeBody>}> = (props) => {
          const {data} = props ?? {};

          return  userSmsCode(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof userSmsCode>>>
    export type UserSmsCodeMutationBody = BodyType<SmsCodeBody>
    export type UserSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 获取登录短信验证码
 */
export const useUserSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userSmsCode>>, TError,{data: BodyType<SmsCodeBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userSmsCode>>,
        TError,
        {data: BodyType<SmsCodeBody>},
        TContext
      > => {

      const mutationOptions = getUserSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 注销当前令牌；之后使用该令牌的请求答复 1001。
 * @summary 退出登录
 */
export const logout = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/company/auth/logout`, method: 'POST', signal
    },
      options);
    }
  


export const getLogoutMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext> => {

const mutationKey = ['logout'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof logout>>, void> = () => {
          

          return  logout(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LogoutMutationResult = NonNullable<Awaited<ReturnType<typeof logout>>>
    
    export type LogoutMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 退出登录
 */
export const useLogout = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof logout>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getLogoutMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 商家选择公司类型，开始（或在驳回后重新开始）入驻申请，随后填写企业认证资料。
审核中（reviewStatus 0）或已通过（1）时拒绝，答复 code 0。仅店铺负责人可调用，其他成员答复 1004。

 * @summary 发起入驻申请
 */
export const applyReview = (
    applyReviewBody: BodyType<ApplyReviewBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ApplyStatusEnvelope>(
      {url: `/xm-merchant/company/user/applyReview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: applyReviewBody, signal
    },
      options);
    }
  


export const getApplyReviewMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyReview>>, TError,{data: BodyType<ApplyReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof applyReview>>, TError,{data: BodyType<ApplyReviewBody>}, TContext> => {

const mutationKey = ['applyReview'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof applyReview>>, {data: BodyType<ApplyReviewBody>}> = (props) => {
          const {data} = props ?? {};

          return  applyReview(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ApplyReviewMutationResult = NonNullable<Awaited<ReturnType<typeof applyReview>>>
    export type ApplyReviewMutationBody = BodyType<ApplyReviewBody>
    export type ApplyReviewMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 发起入驻申请
 */
export const useApplyReview = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applyReview>>, TError,{data: BodyType<ApplyReviewBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof applyReview>>,
        TError,
        {data: BodyType<ApplyReviewBody>},
        TContext
      > => {

      const mutationOptions = getApplyReviewMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 设置或修改登录密码。账号已有密码时必须提供 oldPassword；仅通过短信注册、尚无密码的账号可不传。
成功后该用户的全部会话（包括当前令牌）都被注销，需重新登录。

 * @summary 修改登录密码
 */
export const updatePwd = (
    updatePwdBody: BodyType<UpdatePwdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/company/user/updatePwd`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: updatePwdBody, signal
    },
      options);
    }
  


export const getUpdatePwdMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updatePwd>>, TError,{data: BodyType<UpdatePwdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof updatePwd>>, TError,{data: BodyType<UpdatePwdBody>}, TContext> => {

const mutationKey = ['updatePwd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updatePwd>>, {data: BodyType<UpdatePwdBody>}> = (props) => {
          const {data} = props ?? {};

          return  updatePwd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdatePwdMutationResult = NonNullable<Awaited<ReturnType<typeof updatePwd>>>
    export type UpdatePwdMutationBody = BodyType<UpdatePwdBody>
    export type UpdatePwdMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改登录密码
 */
export const useUpdatePwd = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updatePwd>>, TError,{data: BodyType<UpdatePwdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updatePwd>>,
        TError,
        {data: BodyType<UpdatePwdBody>},
        TContext
      > => {

      const mutationOptions = getUpdatePwdMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 返回最近一次提交（或保存的草稿）的认证资料与审核状态，用于恢复表单与展示结果页。
从未填写过时 form 为 null。仅店铺负责人可查看（资料含证件与银行账号）。

 * @summary 查看企业认证资料与审核状态
 */
export const verifyDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<VerifyDetailEnvelope>(
      {url: `/xm-merchant/company/verify/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getVerifyDetailQueryKey = () => {
    return [
    `/xm-merchant/company/verify/detail`
    ] as const;
    }

    
export const getVerifyDetailQueryOptions = <TData = Awaited<ReturnType<typeof verifyDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVerifyDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof verifyDetail>>> = ({ signal }) => verifyDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VerifyDetailQueryResult = NonNullable<Awaited<ReturnType<typeof verifyDetail>>>
export type VerifyDetailQueryError = ErrorType<ErrorResponse>


export function useVerifyDetail<TData = Awaited<ReturnType<typeof verifyDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof verifyDetail>>,
          TError,
          Awaited<ReturnType<typeof verifyDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVerifyDetail<TData = Awaited<ReturnType<typeof verifyDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof verifyDetail>>,
          TError,
          Awaited<ReturnType<typeof verifyDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVerifyDetail<TData = Awaited<ReturnType<typeof verifyDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 查看企业认证资料与审核状态
 */

export function useVerifyDetail<TData = Awaited<ReturnType<typeof verifyDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVerifyDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 提交认证资料进入平台审核：待提交（-2）或驳回（-1）时可提交，提交后 reviewStatus 变为 0（审核中）。
审核中或已通过时拒绝（code 0）。除 schema 约束外，服务端还校验：统一社会信用代码校验位、
各证件类型的号码规则，以及按公司类型、店铺类型、品牌类型决定的必填项（见 VerifyForm 说明）。
文件地址须是本公司通过上传接口得到的地址。仅店铺负责人可提交；成功后草稿清空（draftStatus 0）。

 * @summary 提交企业认证资料
 */
export const verifySubmit = (
    verifyForm: BodyType<VerifyForm>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ApplyStatusEnvelope>(
      {url: `/xm-merchant/company/verify/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: verifyForm, signal
    },
      options);
    }
  


export const getVerifySubmitMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifySubmit>>, TError,{data: BodyType<VerifyForm>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof verifySubmit>>, TError,{data: BodyType<VerifyForm>}, TContext> => {

const mutationKey = ['verifySubmit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof verifySubmit>>, {data: BodyType<VerifyForm>}> = (props) => {
          const {data} = props ?? {};

          return  verifySubmit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VerifySubmitMutationResult = NonNullable<Awaited<ReturnType<typeof verifySubmit>>>
    export type VerifySubmitMutationBody = BodyType<VerifyForm>
    export type VerifySubmitMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 提交企业认证资料
 */
export const useVerifySubmit = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifySubmit>>, TError,{data: BodyType<VerifyForm>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof verifySubmit>>,
        TError,
        {data: BodyType<VerifyForm>},
        TContext
      > => {

      const mutationOptions = getVerifySubmitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 保存填写中的认证资料（字段均可缺省，已填写的字段校验格式），之后 draftStatus 为 1，
/company-verify/detail 返回该草稿。待提交（-2）或驳回（-1）时可保存；审核中或已通过时拒绝（code 0），
资料不变。仅店铺负责人可保存。

 * @summary 保存企业认证草稿
 */
export const verifySaveDraft = (
    verifyDraft: BodyType<VerifyDraft>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<ApplyStatusEnvelope>(
      {url: `/xm-merchant/company/verify/saveDraft`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: verifyDraft, signal
    },
      options);
    }
  


export const getVerifySaveDraftMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifySaveDraft>>, TError,{data: BodyType<VerifyDraft>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof verifySaveDraft>>, TError,{data: BodyType<VerifyDraft>}, TContext> => {

const mutationKey = ['verifySaveDraft'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof verifySaveDraft>>, {data: BodyType<VerifyDraft>}> = (props) => {
          const {data} = props ?? {};

          return  verifySaveDraft(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VerifySaveDraftMutationResult = NonNullable<Awaited<ReturnType<typeof verifySaveDraft>>>
    export type VerifySaveDraftMutationBody = BodyType<VerifyDraft>
    export type VerifySaveDraftMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存企业认证草稿
 */
export const useVerifySaveDraft = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof verifySaveDraft>>, TError,{data: BodyType<VerifyDraft>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof verifySaveDraft>>,
        TError,
        {data: BodyType<VerifyDraft>},
        TContext
      > => {

      const mutationOptions = getVerifySaveDraftMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    