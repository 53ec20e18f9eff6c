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
  EmployeeDetailEnvelope,
  EmployeeIdBody,
  EmployeeListEnvelope,
  EmployeeQuery,
  EmployeeResetPwdEnvelope,
  EmployeeSaveBody,
  EmployeeSaveEnvelope,
  EmployeeStatusBody,
  EmptyEnvelope,
  ErrorResponse,
  OperationLogOptionsEnvelope,
  OperationLogPageEnvelope,
  OperationLogQuery,
  PermissionKeyTreeEnvelope,
  RoleDetailEnvelope,
  RoleIdBody,
  RoleListEnvelope,
  RoleSaveBody,
  RoleSaveEnvelope
} from '../../model';

import { customInstance } from '../../../http';
import type { ErrorType , BodyType } from '../../../http';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * 角色编辑器的菜单树（规格书 §2）：每个分组下的查看键，以及查看键下的操作键；grantable 是调用者可授予的键。
 * @summary 权限树
 */
export const permissionKeyTree = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<PermissionKeyTreeEnvelope>(
      {url: `/xm-merchant/permission/keyTree`, method: 'POST', signal
    },
      options);
    }
  



export const getPermissionKeyTreeQueryKey = () => {
    return [
    `/xm-merchant/permission/keyTree`
    ] as const;
    }

    
export const getPermissionKeyTreeQueryOptions = <TData = Awaited<ReturnType<typeof permissionKeyTree>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getPermissionKeyTreeQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof permissionKeyTree>>> = ({ signal }) => permissionKeyTree(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type PermissionKeyTreeQueryResult = NonNullable<Awaited<ReturnType<typeof permissionKeyTree>>>
export type PermissionKeyTreeQueryError = ErrorType<ErrorResponse>


export function usePermissionKeyTree<TData = Awaited<ReturnType<typeof permissionKeyTree>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof permissionKeyTree>>,
          TError,
          Awaited<ReturnType<typeof permissionKeyTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePermissionKeyTree<TData = Awaited<ReturnType<typeof permissionKeyTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof permissionKeyTree>>,
          TError,
          Awaited<ReturnType<typeof permissionKeyTree>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePermissionKeyTree<TData = Awaited<ReturnType<typeof permissionKeyTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 权限树
 */

export function usePermissionKeyTree<TData = Awaited<ReturnType<typeof permissionKeyTree>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof permissionKeyTree>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getPermissionKeyTreeQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 公司的全部角色（预置角色在前）与持有人数。
 * @summary 角色列表
 */
export const roleList = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoleListEnvelope>(
      {url: `/xm-merchant/permission/role/list`, method: 'POST', signal
    },
      options);
    }
  



export const getRoleListQueryKey = () => {
    return [
    `/xm-merchant/permission/role/list`
    ] as const;
    }

    
export const getRoleListQueryOptions = <TData = Awaited<ReturnType<typeof roleList>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRoleListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof roleList>>> = ({ signal }) => roleList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RoleListQueryResult = NonNullable<Awaited<ReturnType<typeof roleList>>>
export type RoleListQueryError = ErrorType<ErrorResponse>


export function useRoleList<TData = Awaited<ReturnType<typeof roleList>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof roleList>>,
          TError,
          Awaited<ReturnType<typeof roleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoleList<TData = Awaited<ReturnType<typeof roleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof roleList>>,
          TError,
          Awaited<ReturnType<typeof roleList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoleList<TData = Awaited<ReturnType<typeof roleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 角色列表
 */

export function useRoleList<TData = Awaited<ReturnType<typeof roleList>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRoleListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一个角色的名称、说明与全部键。
 * @summary 角色详情
 */
export const roleDetail = (
    roleIdBody: BodyType<RoleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoleDetailEnvelope>(
      {url: `/xm-merchant/permission/role/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roleIdBody, signal
    },
      options);
    }
  



export const getRoleDetailQueryKey = (roleIdBody?: RoleIdBody,) => {
    return [
    `/xm-merchant/permission/role/detail`, roleIdBody
    ] as const;
    }

    
export const getRoleDetailQueryOptions = <TData = Awaited<ReturnType<typeof roleDetail>>, TError = ErrorType<ErrorResponse>>(roleIdBody: RoleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRoleDetailQueryKey(roleIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof roleDetail>>> = ({ signal }) => roleDetail(roleIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RoleDetailQueryResult = NonNullable<Awaited<ReturnType<typeof roleDetail>>>
export type RoleDetailQueryError = ErrorType<ErrorResponse>


export function useRoleDetail<TData = Awaited<ReturnType<typeof roleDetail>>, TError = ErrorType<ErrorResponse>>(
 roleIdBody: RoleIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof roleDetail>>,
          TError,
          Awaited<ReturnType<typeof roleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoleDetail<TData = Awaited<ReturnType<typeof roleDetail>>, TError = ErrorType<ErrorResponse>>(
 roleIdBody: RoleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof roleDetail>>,
          TError,
          Awaited<ReturnType<typeof roleDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRoleDetail<TData = Awaited<ReturnType<typeof roleDetail>>, TError = ErrorType<ErrorResponse>>(
 roleIdBody: RoleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 角色详情
 */

export function useRoleDetail<TData = Awaited<ReturnType<typeof roleDetail>>, TError = ErrorType<ErrorResponse>>(
 roleIdBody: RoleIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof roleDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRoleDetailQueryOptions(roleIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 新建或修改角色。只能授予自己持有的键（负责人除外）；不能编辑自己持有的角色；操作键须同时带上其查看键。越权尝试被拒绝（1004）并记入操作日志。修改立即生效：持有该角色的员工下一次请求即按新键检查。
 * @summary 保存角色
 */
export const roleSave = (
    roleSaveBody: BodyType<RoleSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<RoleSaveEnvelope>(
      {url: `/xm-merchant/permission/role/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roleSaveBody, signal
    },
      options);
    }
  


export const getRoleSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roleSave>>, TError,{data: BodyType<RoleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof roleSave>>, TError,{data: BodyType<RoleSaveBody>}, TContext> => {

const mutationKey = ['roleSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof roleSave>>, {data: BodyType<RoleSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  roleSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RoleSaveMutationResult = NonNullable<Awaited<ReturnType<typeof roleSave>>>
    export type RoleSaveMutationBody = BodyType<RoleSaveBody>
    export type RoleSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存角色
 */
export const useRoleSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roleSave>>, TError,{data: BodyType<RoleSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof roleSave>>,
        TError,
        {data: BodyType<RoleSaveBody>},
        TContext
      > => {

      const mutationOptions = getRoleSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 删除没有员工持有的角色；仍有员工持有时拒绝。不能删除自己持有的角色。
 * @summary 删除角色
 */
export const roleDelete = (
    roleIdBody: BodyType<RoleIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/permission/role/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: roleIdBody, signal
    },
      options);
    }
  


export const getRoleDeleteMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roleDelete>>, TError,{data: BodyType<RoleIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof roleDelete>>, TError,{data: BodyType<RoleIdBody>}, TContext> => {

const mutationKey = ['roleDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof roleDelete>>, {data: BodyType<RoleIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  roleDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RoleDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof roleDelete>>>
    export type RoleDeleteMutationBody = BodyType<RoleIdBody>
    export type RoleDeleteMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 删除角色
 */
export const useRoleDelete = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof roleDelete>>, TError,{data: BodyType<RoleIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof roleDelete>>,
        TError,
        {data: BodyType<RoleIdBody>},
        TContext
      > => {

      const mutationOptions = getRoleDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 公司的全部成员（负责人在前），含角色、状态与最近登录。
 * @summary 员工列表
 */
export const employeeList = (
    employeeQuery: BodyType<EmployeeQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmployeeListEnvelope>(
      {url: `/xm-merchant/permission/employee/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeQuery, signal
    },
      options);
    }
  



export const getEmployeeListQueryKey = (employeeQuery?: EmployeeQuery,) => {
    return [
    `/xm-merchant/permission/employee/list`, employeeQuery
    ] as const;
    }

    
export const getEmployeeListQueryOptions = <TData = Awaited<ReturnType<typeof employeeList>>, TError = ErrorType<ErrorResponse>>(employeeQuery: EmployeeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getEmployeeListQueryKey(employeeQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof employeeList>>> = ({ signal }) => employeeList(employeeQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type EmployeeListQueryResult = NonNullable<Awaited<ReturnType<typeof employeeList>>>
export type EmployeeListQueryError = ErrorType<ErrorResponse>


export function useEmployeeList<TData = Awaited<ReturnType<typeof employeeList>>, TError = ErrorType<ErrorResponse>>(
 employeeQuery: EmployeeQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof employeeList>>,
          TError,
          Awaited<ReturnType<typeof employeeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEmployeeList<TData = Awaited<ReturnType<typeof employeeList>>, TError = ErrorType<ErrorResponse>>(
 employeeQuery: EmployeeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof employeeList>>,
          TError,
          Awaited<ReturnType<typeof employeeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEmployeeList<TData = Awaited<ReturnType<typeof employeeList>>, TError = ErrorType<ErrorResponse>>(
 employeeQuery: EmployeeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 员工列表
 */

export function useEmployeeList<TData = Awaited<ReturnType<typeof employeeList>>, TError = ErrorType<ErrorResponse>>(
 employeeQuery: EmployeeQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getEmployeeListQueryOptions(employeeQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 一名成员的资料与角色。
 * @summary 员工详情
 */
export const employeeDetail = (
    employeeIdBody: BodyType<EmployeeIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmployeeDetailEnvelope>(
      {url: `/xm-merchant/permission/employee/detail`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeIdBody, signal
    },
      options);
    }
  



export const getEmployeeDetailQueryKey = (employeeIdBody?: EmployeeIdBody,) => {
    return [
    `/xm-merchant/permission/employee/detail`, employeeIdBody
    ] as const;
    }

    
export const getEmployeeDetailQueryOptions = <TData = Awaited<ReturnType<typeof employeeDetail>>, TError = ErrorType<ErrorResponse>>(employeeIdBody: EmployeeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getEmployeeDetailQueryKey(employeeIdBody);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof employeeDetail>>> = ({ signal }) => employeeDetail(employeeIdBody, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type EmployeeDetailQueryResult = NonNullable<Awaited<ReturnType<typeof employeeDetail>>>
export type EmployeeDetailQueryError = ErrorType<ErrorResponse>


export function useEmployeeDetail<TData = Awaited<ReturnType<typeof employeeDetail>>, TError = ErrorType<ErrorResponse>>(
 employeeIdBody: EmployeeIdBody, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof employeeDetail>>,
          TError,
          Awaited<ReturnType<typeof employeeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEmployeeDetail<TData = Awaited<ReturnType<typeof employeeDetail>>, TError = ErrorType<ErrorResponse>>(
 employeeIdBody: EmployeeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof employeeDetail>>,
          TError,
          Awaited<ReturnType<typeof employeeDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useEmployeeDetail<TData = Awaited<ReturnType<typeof employeeDetail>>, TError = ErrorType<ErrorResponse>>(
 employeeIdBody: EmployeeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 员工详情
 */

export function useEmployeeDetail<TData = Awaited<ReturnType<typeof employeeDetail>>, TError = ErrorType<ErrorResponse>>(
 employeeIdBody: EmployeeIdBody, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof employeeDetail>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getEmployeeDetailQueryOptions(employeeIdBody,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 按手机号添加员工（新员工首次短信验证码登录后设置密码），或修改员工的姓名与角色。负责人的角色不能修改；不能修改本人的角色；只能分配自己持有的键。越权尝试被拒绝（1004）并记入操作日志。
 * @summary 保存员工
 */
export const employeeSave = (
    employeeSaveBody: BodyType<EmployeeSaveBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmployeeSaveEnvelope>(
      {url: `/xm-merchant/permission/employee/save`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeSaveBody, signal
    },
      options);
    }
  


export const getEmployeeSaveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeSave>>, TError,{data: BodyType<EmployeeSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof employeeSave>>, TError,{data: BodyType<EmployeeSaveBody>}, TContext> => {

const mutationKey = ['employeeSave'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof employeeSave>>, {data: BodyType<EmployeeSaveBody>}> = (props) => {
          const {data} = props ?? {};

          return  employeeSave(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EmployeeSaveMutationResult = NonNullable<Awaited<ReturnType<typeof employeeSave>>>
    export type EmployeeSaveMutationBody = BodyType<EmployeeSaveBody>
    export type EmployeeSaveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 保存员工
 */
export const useEmployeeSave = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeSave>>, TError,{data: BodyType<EmployeeSaveBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof employeeSave>>,
        TError,
        {data: BodyType<EmployeeSaveBody>},
        TContext
      > => {

      const mutationOptions = getEmployeeSaveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 停用的员工所有登录立即失效。负责人与本人不能停用。
 * @summary 停用或启用员工
 */
export const employeeStatus = (
    employeeStatusBody: BodyType<EmployeeStatusBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/permission/employee/status`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeStatusBody, signal
    },
      options);
    }
  


export const getEmployeeStatusMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeStatus>>, TError,{data: BodyType<EmployeeStatusBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof employeeStatus>>, TError,{data: BodyType<EmployeeStatusBody>}, TContext> => {

const mutationKey = ['employeeStatus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof employeeStatus>>, {data: BodyType<EmployeeStatusBody>}> = (props) => {
          const {data} = props ?? {};

          return  employeeStatus(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EmployeeStatusMutationResult = NonNullable<Awaited<ReturnType<typeof employeeStatus>>>
    export type EmployeeStatusMutationBody = BodyType<EmployeeStatusBody>
    export type EmployeeStatusMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 停用或启用员工
 */
export const useEmployeeStatus = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeStatus>>, TError,{data: BodyType<EmployeeStatusBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof employeeStatus>>,
        TError,
        {data: BodyType<EmployeeStatusBody>},
        TContext
      > => {

      const mutationOptions = getEmployeeStatusMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 员工离开公司：登录失效、角色清空，操作日志保留。负责人与本人不能移除。
 * @summary 移除员工
 */
export const employeeRemove = (
    employeeIdBody: BodyType<EmployeeIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmptyEnvelope>(
      {url: `/xm-merchant/permission/employee/remove`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeIdBody, signal
    },
      options);
    }
  


export const getEmployeeRemoveMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeRemove>>, TError,{data: BodyType<EmployeeIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof employeeRemove>>, TError,{data: BodyType<EmployeeIdBody>}, TContext> => {

const mutationKey = ['employeeRemove'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof employeeRemove>>, {data: BodyType<EmployeeIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  employeeRemove(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EmployeeRemoveMutationResult = NonNullable<Awaited<ReturnType<typeof employeeRemove>>>
    export type EmployeeRemoveMutationBody = BodyType<EmployeeIdBody>
    export type EmployeeRemoveMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 移除员工
 */
export const useEmployeeRemove = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeRemove>>, TError,{data: BodyType<EmployeeIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof employeeRemove>>,
        TError,
        {data: BodyType<EmployeeIdBody>},
        TContext
      > => {

      const mutationOptions = getEmployeeRemoveMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 生成临时密码（只显示一次），员工所有登录失效，下次登录后须修改密码。负责人的密码只能本人修改。
 * @summary 重置员工密码
 */
export const employeeResetPwd = (
    employeeIdBody: BodyType<EmployeeIdBody>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<EmployeeResetPwdEnvelope>(
      {url: `/xm-merchant/permission/employee/resetPwd`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: employeeIdBody, signal
    },
      options);
    }
  


export const getEmployeeResetPwdMutationOptions = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeResetPwd>>, TError,{data: BodyType<EmployeeIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
): UseMutationOptions<Awaited<ReturnType<typeof employeeResetPwd>>, TError,{data: BodyType<EmployeeIdBody>}, TContext> => {

const mutationKey = ['employeeResetPwd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof employeeResetPwd>>, {data: BodyType<EmployeeIdBody>}> = (props) => {
          const {data} = props ?? {};

          return  employeeResetPwd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EmployeeResetPwdMutationResult = NonNullable<Awaited<ReturnType<typeof employeeResetPwd>>>
    export type EmployeeResetPwdMutationBody = BodyType<EmployeeIdBody>
    export type EmployeeResetPwdMutationError = ErrorType<ErrorResponse>

    /**
 * @summary 重置员工密码
 */
export const useEmployeeResetPwd = <TError = ErrorType<ErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof employeeResetPwd>>, TError,{data: BodyType<EmployeeIdBody>}, TContext>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof employeeResetPwd>>,
        TError,
        {data: BodyType<EmployeeIdBody>},
        TContext
      > => {

      const mutationOptions = getEmployeeResetPwdMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * 公司每一次写操作（含被拒绝的越权尝试）：谁、何时、做了什么、前后值；按时间倒序，游标分页。
 * @summary 操作日志
 */
export const operationLogList = (
    operationLogQuery: BodyType<OperationLogQuery>,
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OperationLogPageEnvelope>(
      {url: `/xm-merchant/permission/log/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: operationLogQuery, signal
    },
      options);
    }
  



export const getOperationLogListQueryKey = (operationLogQuery?: OperationLogQuery,) => {
    return [
    `/xm-merchant/permission/log/list`, operationLogQuery
    ] as const;
    }

    
export const getOperationLogListQueryOptions = <TData = Awaited<ReturnType<typeof operationLogList>>, TError = ErrorType<ErrorResponse>>(operationLogQuery: OperationLogQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOperationLogListQueryKey(operationLogQuery);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof operationLogList>>> = ({ signal }) => operationLogList(operationLogQuery, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OperationLogListQueryResult = NonNullable<Awaited<ReturnType<typeof operationLogList>>>
export type OperationLogListQueryError = ErrorType<ErrorResponse>


export function useOperationLogList<TData = Awaited<ReturnType<typeof operationLogList>>, TError = ErrorType<ErrorResponse>>(
 operationLogQuery: OperationLogQuery, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof operationLogList>>,
          TError,
          Awaited<ReturnType<typeof operationLogList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOperationLogList<TData = Awaited<ReturnType<typeof operationLogList>>, TError = ErrorType<ErrorResponse>>(
 operationLogQuery: OperationLogQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof operationLogList>>,
          TError,
          Awaited<ReturnType<typeof operationLogList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOperationLogList<TData = Awaited<ReturnType<typeof operationLogList>>, TError = ErrorType<ErrorResponse>>(
 operationLogQuery: OperationLogQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 操作日志
 */

export function useOperationLogList<TData = Awaited<ReturnType<typeof operationLogList>>, TError = ErrorType<ErrorResponse>>(
 operationLogQuery: OperationLogQuery, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogList>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOperationLogListQueryOptions(operationLogQuery,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




/**
 * 业务域、动作（中文名称）与成员。
 * @summary 操作日志筛选项
 */
export const operationLogOptions = (
    
 options?: SecondParameter<typeof customInstance>,signal?: AbortSignal
) => {
      
      
      return customInstance<OperationLogOptionsEnvelope>(
      {url: `/xm-merchant/permission/log/options`, method: 'POST', signal
    },
      options);
    }
  



export const getOperationLogOptionsQueryKey = () => {
    return [
    `/xm-merchant/permission/log/options`
    ] as const;
    }

    
export const getOperationLogOptionsQueryOptions = <TData = Awaited<ReturnType<typeof operationLogOptions>>, TError = ErrorType<ErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getOperationLogOptionsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof operationLogOptions>>> = ({ signal }) => operationLogOptions(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type OperationLogOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof operationLogOptions>>>
export type OperationLogOptionsQueryError = ErrorType<ErrorResponse>


export function useOperationLogOptions<TData = Awaited<ReturnType<typeof operationLogOptions>>, TError = ErrorType<ErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof operationLogOptions>>,
          TError,
          Awaited<ReturnType<typeof operationLogOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOperationLogOptions<TData = Awaited<ReturnType<typeof operationLogOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof operationLogOptions>>,
          TError,
          Awaited<ReturnType<typeof operationLogOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useOperationLogOptions<TData = Awaited<ReturnType<typeof operationLogOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary 操作日志筛选项
 */

export function useOperationLogOptions<TData = Awaited<ReturnType<typeof operationLogOptions>>, TError = ErrorType<ErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof operationLogOptions>>, TError, TData>>, request?: SecondParameter<typeof customInstance>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getOperationLogOptionsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}




