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
  CompanyChangeRequestBody,
  CompanyChangeRequestEnvelope,
  CompanyChangeRequestIdBody,
  CompanyCloseBody,
  CompanyCloseCheckEnvelope,
  CompanyCloseResultEnvelope,
  CompanyContactEmailBody,
  CompanyContactEmailEnvelope,
  CompanySettingEnvelope,
  CompanyTransferBody,
  CompanyTransferEnvelope,
  ErrorResponse,
  FinanceSmsSentEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 已认证的公司资料（只读，来自企业认证；证件号与银行账号脱敏）、店铺负责人、联系邮箱、资料变更申请（最近 10 条，
其中待平台审核的一条另见 pendingChange）、店铺是否已关闭。店铺负责人另得到可转让的在职成员与公司的角色。

 * @summary 公司设置详情
 */
export const companySettingDetail = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanySettingEnvelope>(
      {url: `/xm-merchant/company/setting/detail`, method: 'POST', signal
    },
      options);
    }
  



export const getCompanySettingDetailQueryKey = () => {
    return [
    `/xm-merchant/company/setting/detail`
    ] as const;
    }

    
export const getCompanySettingDetailQueryOptions = <TData = Awaited<ReturnType<typeof companySettingDetail>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCompanySettingDetailQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof companySettingDetail>>> = ({ signal }) => companySettingDetail(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CompanySettingDetailQueryResult = NonNullable<Awaited<ReturnType<typeof companySettingDetail>>>
export type CompanySettingDetailQueryError = ErrorType<ErrorResponse>


export function useCompanySettingDetail<TData = Awaited<ReturnType<typeof companySettingDetail>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof companySettingDetail>>,
          TError,
          Awaited<ReturnType<typeof companySettingDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompanySettingDetail<TData = Awaited<ReturnType<typeof companySettingDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof companySettingDetail>>,
          TError,
          Awaited<ReturnType<typeof companySettingDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompanySettingDetail<TData = Awaited<ReturnType<typeof companySettingDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 公司设置详情
 */

export function useCompanySettingDetail<TData = Awaited<ReturnType<typeof companySettingDetail>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companySettingDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCompanySettingDetailQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 修改公司的联系邮箱（平台通知、发票等发往此邮箱），无需平台审核；null 或空字符串表示清除。记入操作日志（前后值）。
 * @summary 修改联系邮箱
 */
export const companyContactEmailUpdate = (
    companyContactEmailBody: BodyType<CompanyContactEmailBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyContactEmailEnvelope>(
      {url: `/xm-merchant/company/setting/contactEmail/update`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyContactEmailBody, signal
    },
      options);
    }
  


export const getCompanyContactEmailUpdateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyContactEmailUpdate>>, TError,{data: BodyType<CompanyContactEmailBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyContactEmailUpdate>>, TError,{data: BodyType<CompanyContactEmailBody>}, TContext> => {

const mutationKey = ['companyContactEmailUpdate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyContactEmailUpdate>>, {data: BodyType<CompanyContactEmailBody>}> = (props) => {
          const {data} = props ?? {};

          return  companyContactEmailUpdate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyContactEmailUpdateMutationResult = NonNullable<Awaited<ReturnType<typeof companyContactEmailUpdate>>>
    export type CompanyContactEmailUpdateMutationBody = BodyType<CompanyContactEmailBody>
    export type CompanyContactEmailUpdateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 修改联系邮箱
 */
export const useCompanyContactEmailUpdate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyContactEmailUpdate>>, TError,{data: BodyType<CompanyContactEmailBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyContactEmailUpdate>>,
        TError,
        {data: BodyType<CompanyContactEmailBody>},
        TContext
      > => {

      const mutationOptions = getCompanyContactEmailUpdateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 对已认证的资料（公司名称、注册地址、法定代表人/经营者姓名、营业执照照片）提出变更，提交平台审核；
通过后新资料写入企业认证资料。同一时间只能有一条待审核的申请；与现有资料相同的字段被忽略，全部相同时拒绝。
仅店铺负责人。

 * @summary 申请变更公司资料
 */
export const companyChangeRequestCreate = (
    companyChangeRequestBody: BodyType<CompanyChangeRequestBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyChangeRequestEnvelope>(
      {url: `/xm-merchant/company/setting/changeRequest/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyChangeRequestBody, signal
    },
      options);
    }
  


export const getCompanyChangeRequestCreateMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCreate>>, TError,{data: BodyType<CompanyChangeRequestBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCreate>>, TError,{data: BodyType<CompanyChangeRequestBody>}, TContext> => {

const mutationKey = ['companyChangeRequestCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyChangeRequestCreate>>, {data: BodyType<CompanyChangeRequestBody>}> = (props) => {
          const {data} = props ?? {};

          return  companyChangeRequestCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyChangeRequestCreateMutationResult = NonNullable<Awaited<ReturnType<typeof companyChangeRequestCreate>>>
    export type CompanyChangeRequestCreateMutationBody = BodyType<CompanyChangeRequestBody>
    export type CompanyChangeRequestCreateMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 申请变更公司资料
 */
export const useCompanyChangeRequestCreate = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCreate>>, TError,{data: BodyType<CompanyChangeRequestBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyChangeRequestCreate>>,
        TError,
        {data: BodyType<CompanyChangeRequestBody>},
        TContext
      > => {

      const mutationOptions = getCompanyChangeRequestCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 撤回一条待平台审核的变更申请；已审核或已撤回的申请答复 code 0。仅店铺负责人。
 * @summary 撤回资料变更申请
 */
export const companyChangeRequestCancel = (
    companyChangeRequestIdBody: BodyType<CompanyChangeRequestIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyChangeRequestEnvelope>(
      {url: `/xm-merchant/company/setting/changeRequest/cancel`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyChangeRequestIdBody, signal
    },
      options);
    }
  


export const getCompanyChangeRequestCancelMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCancel>>, TError,{data: BodyType<CompanyChangeRequestIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCancel>>, TError,{data: BodyType<CompanyChangeRequestIdBody>}, TContext> => {

const mutationKey = ['companyChangeRequestCancel'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyChangeRequestCancel>>, {data: BodyType<CompanyChangeRequestIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  companyChangeRequestCancel(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyChangeRequestCancelMutationResult = NonNullable<Awaited<ReturnType<typeof companyChangeRequestCancel>>>
    export type CompanyChangeRequestCancelMutationBody = BodyType<CompanyChangeRequestIdBody>
    export type CompanyChangeRequestCancelMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 撤回资料变更申请
 */
export const useCompanyChangeRequestCancel = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyChangeRequestCancel>>, TError,{data: BodyType<CompanyChangeRequestIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyChangeRequestCancel>>,
        TError,
        {data: BodyType<CompanyChangeRequestIdBody>},
        TContext
      > => {

      const mutationOptions = getCompanyChangeRequestCancelMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 向店铺负责人的手机发送转让验证码（6 位数字，10 分钟内有效，只能用一次）；每 60 秒至多 1 次。仅店铺负责人。
 * @summary 获取转让负责人验证码
 */
export const companyTransferSmsCode = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSmsSentEnvelope>(
      {url: `/xm-merchant/company/setting/transfer/smsCode`, method: 'POST', signal
    },
      options);
    }
  


export const getCompanyTransferSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyTransferSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyTransferSmsCode>>, TError,void, TContext> => {

const mutationKey = ['companyTransferSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyTransferSmsCode>>, void> = () => {
          

          return  companyTransferSmsCode(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyTransferSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof companyTransferSmsCode>>>
    
    export type CompanyTransferSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 获取转让负责人验证码
 */
export const useCompanyTransferSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyTransferSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyTransferSmsCode>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getCompanyTransferSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 校验短信验证码后，把店铺负责人转给另一位在职成员：新负责人拥有全部权限，原负责人留在公司，角色为所选角色
（缺省为「店长」，公司没有时自动建立，含全部权限键）。一个数据库事务，记入操作日志；双方的会话在下一次请求时即按新身份生效，
无需重新登录。仅店铺负责人。

 * @summary 转让店铺负责人
 */
export const companyTransferOwner = (
    companyTransferBody: BodyType<CompanyTransferBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyTransferEnvelope>(
      {url: `/xm-merchant/company/setting/transfer/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyTransferBody, signal
    },
      options);
    }
  


export const getCompanyTransferOwnerMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyTransferOwner>>, TError,{data: BodyType<CompanyTransferBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyTransferOwner>>, TError,{data: BodyType<CompanyTransferBody>}, TContext> => {

const mutationKey = ['companyTransferOwner'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyTransferOwner>>, {data: BodyType<CompanyTransferBody>}> = (props) => {
          const {data} = props ?? {};

          return  companyTransferOwner(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyTransferOwnerMutationResult = NonNullable<Awaited<ReturnType<typeof companyTransferOwner>>>
    export type CompanyTransferOwnerMutationBody = BodyType<CompanyTransferBody>
    export type CompanyTransferOwnerMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 转让店铺负责人
 */
export const useCompanyTransferOwner = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyTransferOwner>>, TError,{data: BodyType<CompanyTransferBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyTransferOwner>>,
        TError,
        {data: BodyType<CompanyTransferBody>},
        TContext
      > => {

      const mutationOptions = getCompanyTransferOwnerMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 关闭店铺的各项前提及其是否满足：没有未完成的订单、没有处理中的售后单、账户余额已结清、没有待处理的异议与申诉、
没有待确认的保证金充值；每项给出原因与处理页面的链接。店铺已关闭时返回关闭时间与结果（checks 为空）。

 * @summary 关店前检查
 */
export const companyCloseCheck = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyCloseCheckEnvelope>(
      {url: `/xm-merchant/company/close/check`, method: 'POST', signal
    },
      options);
    }
  



export const getCompanyCloseCheckQueryKey = () => {
    return [
    `/xm-merchant/company/close/check`
    ] as const;
    }

    
export const getCompanyCloseCheckQueryOptions = <TData = Awaited<ReturnType<typeof companyCloseCheck>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCompanyCloseCheckQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof companyCloseCheck>>> = ({ signal }) => companyCloseCheck(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CompanyCloseCheckQueryResult = NonNullable<Awaited<ReturnType<typeof companyCloseCheck>>>
export type CompanyCloseCheckQueryError = ErrorType<ErrorResponse>


export function useCompanyCloseCheck<TData = Awaited<ReturnType<typeof companyCloseCheck>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof companyCloseCheck>>,
          TError,
          Awaited<ReturnType<typeof companyCloseCheck>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompanyCloseCheck<TData = Awaited<ReturnType<typeof companyCloseCheck>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof companyCloseCheck>>,
          TError,
          Awaited<ReturnType<typeof companyCloseCheck>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompanyCloseCheck<TData = Awaited<ReturnType<typeof companyCloseCheck>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 关店前检查
 */

export function useCompanyCloseCheck<TData = Awaited<ReturnType<typeof companyCloseCheck>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof companyCloseCheck>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCompanyCloseCheckQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 各项前提都满足时，向店铺负责人的手机发送关店验证码（6 位数字，10 分钟内有效）；有未满足的前提时答复 code 0 并列出。仅店铺负责人。
 * @summary 获取关店验证码
 */
export const companyCloseSmsCode = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<FinanceSmsSentEnvelope>(
      {url: `/xm-merchant/company/close/smsCode`, method: 'POST', signal
    },
      options);
    }
  


export const getCompanyCloseSmsCodeMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyCloseSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyCloseSmsCode>>, TError,void, TContext> => {

const mutationKey = ['companyCloseSmsCode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyCloseSmsCode>>, void> = () => {
          

          return  companyCloseSmsCode(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyCloseSmsCodeMutationResult = NonNullable<Awaited<ReturnType<typeof companyCloseSmsCode>>>
    
    export type CompanyCloseSmsCodeMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 获取关店验证码
 */
export const useCompanyCloseSmsCode = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyCloseSmsCode>>, TError,void, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyCloseSmsCode>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getCompanyCloseSmsCodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 在一个数据库事务里重新检查全部前提（有未满足的答复 code 0 并逐项说明），校验短信验证码，然后：店铺下线（记下关闭时间），
在售、定时上架与审核中的商品全部下架，申请退还保证金（保证金全额退回结算账户），记入操作日志。之后公司的成员仍可登录
查看历史数据，其余写接口一律答复「店铺已关闭，只能查看历史数据，不能再进行修改」。仅店铺负责人。

 * @summary 关闭店铺
 */
export const companyClose = (
    companyCloseBody: BodyType<CompanyCloseBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<CompanyCloseResultEnvelope>(
      {url: `/xm-merchant/company/close/submit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: companyCloseBody, signal
    },
      options);
    }
  


export const getCompanyCloseMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyClose>>, TError,{data: BodyType<CompanyCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof companyClose>>, TError,{data: BodyType<CompanyCloseBody>}, TContext> => {

const mutationKey = ['companyClose'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof companyClose>>, {data: BodyType<CompanyCloseBody>}> = (props) => {
          const {data} = props ?? {};

          return  companyClose(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompanyCloseMutationResult = NonNullable<Awaited<ReturnType<typeof companyClose>>>
    export type CompanyCloseMutationBody = BodyType<CompanyCloseBody>
    export type CompanyCloseMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 关闭店铺
 */
export const useCompanyClose = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof companyClose>>, TError,{data: BodyType<CompanyCloseBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof companyClose>>,
        TError,
        {data: BodyType<CompanyCloseBody>},
        TContext
      > => {

      const mutationOptions = getCompanyCloseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    