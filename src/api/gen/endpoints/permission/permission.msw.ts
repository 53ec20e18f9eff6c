import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  EmployeeDetailEnvelope,
  EmployeeListEnvelope,
  EmployeeResetPwdEnvelope,
  EmployeeSaveEnvelope,
  EmptyEnvelope,
  OperationLogOptionsEnvelope,
  OperationLogPageEnvelope,
  PermissionKeyTreeEnvelope,
  RoleDetailEnvelope,
  RoleListEnvelope,
  RoleSaveEnvelope
} from '../../model';


export const getPermissionKeyTreeResponseMock = (): PermissionKeyTreeEnvelope => ({"code":1,"msg":"成功","data":{"groups":[{"title":"订单","views":[{"key":"order.list","label":"订单列表","operates":[{"key":"order.ship","label":"发货与改址"}]}]}],"grantable":["order.list","order.ship"],"isOwner":true}})

export const getRoleListResponseMock = (): RoleListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"roleId":3,"name":"运营","description":"商品、营销与店铺装修","preset":"ops","keys":["goods.list","goods.edit"],"memberCount":2,"updatedAt":1789000000000,"heldByMe":false}]}})

export const getRoleDetailResponseMock = (): RoleDetailEnvelope => ({"code":1,"msg":"成功","data":{"roleId":3,"name":"运营","description":"商品、营销与店铺装修","preset":"ops","keys":["goods.list","goods.edit"],"memberCount":2,"updatedAt":1789000000000,"heldByMe":false}})

export const getRoleSaveResponseMock = (): RoleSaveEnvelope => ({"code":1,"msg":"成功","data":{"roleId":12}})

export const getRoleDeleteResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getEmployeeListResponseMock = (): EmployeeListEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"userId":5,"name":"周运营","phone":"13800000011","isOwner":false,"status":1,"roles":[{"roleId":3,"name":"运营"}],"lastLoginAt":1789000000000,"createdAt":1788000000000,"passwordSet":true,"isMe":false}],"total":1,"enabled":1,"disabled":0}})

export const getEmployeeDetailResponseMock = (): EmployeeDetailEnvelope => ({"code":1,"msg":"成功","data":{"userId":5,"name":"周运营","phone":"13800000011","isOwner":false,"status":1,"roles":[{"roleId":3,"name":"运营"}],"lastLoginAt":1789000000000,"createdAt":1788000000000,"passwordSet":true,"isMe":false}})

export const getEmployeeSaveResponseMock = (): EmployeeSaveEnvelope => ({"code":1,"msg":"成功","data":{"userId":21}})

export const getEmployeeStatusResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getEmployeeRemoveResponseMock = (): EmptyEnvelope => ({"code":1,"msg":"成功","data":null})

export const getEmployeeResetPwdResponseMock = (): EmployeeResetPwdEnvelope => ({"code":1,"msg":"成功","data":{"tempPassword":"Xm7k2p9Q"}})

export const getOperationLogListResponseMock = (): OperationLogPageEnvelope => ({"code":1,"msg":"成功","data":{"list":[{"id":1024,"createdAt":1789000000000,"userId":1,"userName":"张晓明","actor":"13800000001","action":"order.export","actionLabel":"导出订单","area":"order","areaLabel":"订单","detail":"{\"before\":null,\"after\":{\"total\":12}}","denied":false}],"nextCursor":null,"hasMore":false}})

export const getOperationLogOptionsResponseMock = (): OperationLogOptionsEnvelope => ({"code":1,"msg":"成功","data":{"areas":[{"value":"order","label":"订单"}],"actions":[{"value":"order.export","label":"导出订单","area":"order"}],"members":[{"userId":1,"name":"张晓明"}]}})


export const getPermissionKeyTreeMockHandler = (overrideResponse?: PermissionKeyTreeEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PermissionKeyTreeEnvelope> | PermissionKeyTreeEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/keyTree', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPermissionKeyTreeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoleListMockHandler = (overrideResponse?: RoleListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoleListEnvelope> | RoleListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/role/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoleListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoleDetailMockHandler = (overrideResponse?: RoleDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoleDetailEnvelope> | RoleDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/role/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoleDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoleSaveMockHandler = (overrideResponse?: RoleSaveEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RoleSaveEnvelope> | RoleSaveEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/role/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoleSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRoleDeleteMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/role/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRoleDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeListMockHandler = (overrideResponse?: EmployeeListEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmployeeListEnvelope> | EmployeeListEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeDetailMockHandler = (overrideResponse?: EmployeeDetailEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmployeeDetailEnvelope> | EmployeeDetailEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/detail', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeDetailResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeSaveMockHandler = (overrideResponse?: EmployeeSaveEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmployeeSaveEnvelope> | EmployeeSaveEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/save', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeSaveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeStatusMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/status', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeStatusResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeRemoveMockHandler = (overrideResponse?: EmptyEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmptyEnvelope> | EmptyEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/remove', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeRemoveResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getEmployeeResetPwdMockHandler = (overrideResponse?: EmployeeResetPwdEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EmployeeResetPwdEnvelope> | EmployeeResetPwdEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/employee/resetPwd', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEmployeeResetPwdResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOperationLogListMockHandler = (overrideResponse?: OperationLogPageEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OperationLogPageEnvelope> | OperationLogPageEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/log/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOperationLogListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getOperationLogOptionsMockHandler = (overrideResponse?: OperationLogOptionsEnvelope | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OperationLogOptionsEnvelope> | OperationLogOptionsEnvelope), options?: RequestHandlerOptions) => {
  return http.post('*/xm-merchant/permission/log/options', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOperationLogOptionsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getPermissionMock = () => [
  getPermissionKeyTreeMockHandler(),
  getRoleListMockHandler(),
  getRoleDetailMockHandler(),
  getRoleSaveMockHandler(),
  getRoleDeleteMockHandler(),
  getEmployeeListMockHandler(),
  getEmployeeDetailMockHandler(),
  getEmployeeSaveMockHandler(),
  getEmployeeStatusMockHandler(),
  getEmployeeRemoveMockHandler(),
  getEmployeeResetPwdMockHandler(),
  getOperationLogListMockHandler(),
  getOperationLogOptionsMockHandler()
]
