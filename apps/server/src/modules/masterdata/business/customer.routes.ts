import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  codeLabel,
  customerManageRow,
  type CustomerManageRow,
  customerOption,
  customerRow,
  type CustomerRow,
  customerSave,
  customerStatusBody,
  errorBody,
  idBody,
  idQuery,
  ok,
  salespersonOption,
  salespersonResource,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { boolParam, contextIdParam } from "./business.routes-common.js";
import * as cus from "./customer.service.js";
import * as sp from "./salesperson.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const statusLabel = (v: unknown, _row: unknown, locale: "zh-CN" | "en-US") => codeLabel("customerAccountStatus", String(v), locale);
const customerColumns: ExportColumn<CustomerRow>[] = [
  { key: "code", header: { "zh-CN": "客户编码", "en-US": "Code" }, width: 12 },
  { key: "customerName", header: { "zh-CN": "客户名称", "en-US": "Customer" }, width: 26 },
  { key: "linkedOrgCode", header: { "zh-CN": "关联组织", "en-US": "Linked org" }, width: 12 },
  { key: "salespersonName", header: { "zh-CN": "业务员", "en-US": "Salesperson" }, width: 16 },
  { key: "accountStatus", header: { "zh-CN": "账户状态", "en-US": "Account status" }, width: 12, format: statusLabel },
  { key: "billingCurrency", header: { "zh-CN": "结算币种", "en-US": "Billing currency" }, width: 10 },
  { key: "creditLimit", header: { "zh-CN": "信用额度", "en-US": "Credit limit" }, width: 14, kind: "money" },
  { key: "paymentTermsDays", header: { "zh-CN": "账期(天)", "en-US": "Payment terms (days)" }, width: 10 },
  { key: "contractStart", header: { "zh-CN": "合同开始", "en-US": "Contract start" }, width: 12 },
  { key: "contractEnd", header: { "zh-CN": "合同结束", "en-US": "Contract end" }, width: 12 },
  { key: "contactName", header: { "zh-CN": "联系人", "en-US": "Contact" }, width: 14 },
  { key: "contactPhone", header: { "zh-CN": "电话", "en-US": "Phone" }, width: 16 },
  { key: "contactEmail", header: { "zh-CN": "邮箱", "en-US": "Email" }, width: 22 },
];
const manageColumns: ExportColumn<CustomerManageRow>[] = [
  ...(customerColumns.slice(0, 5) as ExportColumn<CustomerManageRow>[]),
  { key: "statusReason", header: { "zh-CN": "状态原因", "en-US": "Status reason" }, width: 24 },
  { key: "warehouseCodes", header: { "zh-CN": "使用仓库", "en-US": "Warehouses used" }, width: 24 },
  { key: "storeAccountCount", header: { "zh-CN": "店铺数", "en-US": "Store accounts" }, width: 10 },
  { key: "creditLimit", header: { "zh-CN": "信用额度", "en-US": "Credit limit" }, width: 14, kind: "money" },
  { key: "billingCurrency", header: { "zh-CN": "结算币种", "en-US": "Billing currency" }, width: 10 },
];
/** The operator's customers (customerList, customermanage) and salespeople (salesmanList); spec §7.5 Customer/Salesperson findAll. */
export function registerCustomerRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  registerList(app, database, {
    list: "GET /api/v1/Customer/findByPage",
    spec: false,
    exportPath: "/api/v1/Customer/export",
    access: "masterdata:customer:read",
    summary: "The operator's customers, paged and filtered",
    row: customerRow,
    listSpec: cus.customerListSpec,
    columns: customerColumns,
    filename: "customers",
    sheet: { "zh-CN": "客户", "en-US": "Customers" },
  });
  registerList(app, database, {
    list: "GET /api/v1/Customer/manage/findByPage",
    spec: false,
    exportPath: "/api/v1/Customer/manage/export",
    access: "masterdata:customer:read",
    summary: "Customer management view: customers with their linked org's warehouses and store accounts",
    row: customerManageRow,
    listSpec: cus.customerManageListSpec,
    columns: manageColumns,
    filename: "customer-management",
    sheet: { "zh-CN": "客户管理", "en-US": "Customer management" },
  });
  registerSpecCall(app, "GET /api/v1/Customer/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The customers in the caller's scope, for dropdowns",
      querystring: z.strictObject({ contextId: contextIdParam }),
      response: { 200: z.array(customerOption) },
    },
    handler: async (req) => cus.customerOptions(db, req.actor!),
  });
  defineRoute(app, "GET", "/api/v1/Customer/findOne", {
    access: "masterdata:customer:read",
    schema: {
      summary: "One customer with what its linked org uses",
      querystring: idQuery,
      response: { 200: customerManageRow, 404: errorBody },
    },
    handler: async (req) => cus.getCustomer(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v1/Customer/saveOne", {
    access: "masterdata:customer:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a customer; the account status changes through setStatus",
      body: customerSave,
      response: { 200: customerManageRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => cus.saveCustomer(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/Customer/setStatus", {
    access: "masterdata:customer:status",
    schema: {
      summary: "Freeze, unfreeze or mark in arrears a customer account, with a reason",
      body: customerStatusBody,
      response: { 200: customerManageRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => cus.setCustomerStatus(requestContext(req, database.db), req.body),
  });
  defineRoute(app, "POST", "/api/v1/Customer/del", {
    access: "masterdata:customer:manage",
    schema: { summary: "Delete a customer nothing uses", body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await cus.deleteCustomer(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });

  // ---- salespeople
  registerResource(app, database, salespersonResource, {
    list: sp.salespersonList,
    get: sp.getSalesperson,
    save: sp.saveSalesperson,
    remove: sp.deleteSalesperson,
  });
  registerSpecCall(app, "GET /api/v1/Salesperson/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The active salespeople in the caller's scope (includeInactive=true for all), for dropdowns",
      querystring: z.strictObject({ contextId: contextIdParam, includeInactive: boolParam }),
      response: { 200: z.array(salespersonOption) },
    },
    handler: async (req) => sp.salespersonOptions(db, req.actor!, req.query.includeInactive),
  });
}
