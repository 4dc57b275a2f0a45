import { defineMessages } from "../../../platform/i18n/messages.js";

/** Messages of the places area (warehouses, org warehouses, addresses, ports, regions, currencies...). */
export const placesMessages = defineMessages({
  "masterdata.org": { "zh-CN": "组织", "en-US": "Organisation" },
  "masterdata.warehouse": { "zh-CN": "仓库", "en-US": "Warehouse" },
  "masterdata.orgWarehouse": { "zh-CN": "组织仓库", "en-US": "Org warehouse" },
  "masterdata.batchRule": { "zh-CN": "批次规则", "en-US": "Batch rule" },
  "masterdata.push": { "zh-CN": "推送记录", "en-US": "Push" },
  "masterdata.address": { "zh-CN": "地址", "en-US": "Address" },
  "masterdata.importer": { "zh-CN": "进口商", "en-US": "Importer" },
  "masterdata.forwarderPort": { "zh-CN": "货代港口", "en-US": "Forwarder port" },
  "masterdata.rate": { "zh-CN": "汇率", "en-US": "Exchange rate" },
  "masterdata.purchaseWarehouse": { "zh-CN": "采购仓", "en-US": "Purchase warehouse" },

  "masterdata.warehouseCodeExists": { "zh-CN": "仓库代码 {code} 已存在", "en-US": "Warehouse code {code} already exists" },
  "masterdata.warehouseOwnerKind": { "zh-CN": "仓库只能属于运营方组织", "en-US": "A warehouse belongs to an operator organisation" },
  "masterdata.warehouseOwnerRequired": {
    "zh-CN": "请选择运营该仓库的运营方组织",
    "en-US": "Choose the operator organisation that runs the warehouse",
  },
  "masterdata.warehouseInUse": {
    "zh-CN": "仓库 {code} 仍被 {count} 个组织使用({orgs}),停用会同时结束这些分配,请确认后再停用",
    "en-US":
      "Warehouse {code} is still used by {count} organisation(s) ({orgs}); deactivating it ends those assignments too: confirm to go on",
  },
  "masterdata.warehouseInactive": { "zh-CN": "仓库 {code} 已停用", "en-US": "Warehouse {code} is inactive" },
  "masterdata.warehouseNoChange": { "zh-CN": "仓库 {code} 已经是该状态", "en-US": "Warehouse {code} is already in that state" },

  "masterdata.assigneeKind": {
    "zh-CN": "仓库只能分配给卖家或货代组织",
    "en-US": "Warehouses are assigned to seller or forwarder organisations only",
  },
  "masterdata.assigneeNotServed": {
    "zh-CN": "组织 {org} 不是仓库 {code} 的运营方所服务的客户",
    "en-US": "Organisation {org} is not a customer of the operator that runs warehouse {code}",
  },
  "masterdata.assignmentExists": { "zh-CN": "组织 {org} 已分配仓库 {code}", "en-US": "Organisation {org} already has warehouse {code}" },
  "masterdata.assignmentCodeExists": {
    "zh-CN": "组织 {org} 已有代码为 {code} 的仓库",
    "en-US": "Organisation {org} already has a warehouse coded {code}",
  },
  "masterdata.virtualNeedsCode": { "zh-CN": "虚拟仓须填写自己的代码和名称", "en-US": "A virtual warehouse needs its own code and name" },

  "masterdata.batchRuleExists": {
    "zh-CN": "仓库 {code} 已有{who}的批次规则",
    "en-US": "Warehouse {code} already has a batch rule for {who}",
  },
  "masterdata.batchRuleDefault": { "zh-CN": "所有客户", "en-US": "every customer" },
  "masterdata.batchRuleNotAssigned": {
    "zh-CN": "组织 {org} 没有使用仓库 {code},不能为其设置批次规则",
    "en-US": "Organisation {org} does not use warehouse {code}: it cannot have a batch rule there",
  },
  "masterdata.pushNotRetryable": {
    "zh-CN": "只有失败的推送可以重试(当前:{status})",
    "en-US": "Only failed pushes can be retried (this one is {status})",
  },

  "masterdata.addressDefaultInactive": { "zh-CN": "停用的地址不能设为默认", "en-US": "An inactive address cannot be the default" },
  "masterdata.importerExists": { "zh-CN": "税号 {taxId} 的进口商已存在", "en-US": "An importer with tax id {taxId} already exists" },
  "masterdata.forwarderKind": { "zh-CN": "货代港口只能属于货代组织", "en-US": "Forwarder ports belong to forwarder organisations" },
  "masterdata.forwarderPortExists": { "zh-CN": "该货代已配置港口 {code}", "en-US": "The forwarder already has port {code}" },
  "masterdata.portInUse": {
    "zh-CN": "港口 {code} 仍被 {count} 个货代港口使用,不能删除",
    "en-US": "Port {code} is used by {count} forwarder port(s) and cannot be deleted",
  },

  "masterdata.rateBase": {
    "zh-CN": "{currency} 是本位币,汇率恒为 1,无需维护",
    "en-US": "{currency} is the base currency: its rate is always 1",
  },
  "masterdata.rateMissing": { "zh-CN": "{currency} 在 {date} 之前没有汇率", "en-US": "{currency} has no rate on or before {date}" },
  "masterdata.rateExists": { "zh-CN": "{currency} 在 {date} 已有汇率", "en-US": "{currency} already has a rate on {date}" },
  "masterdata.purchaseWarehouseCodeExists": {
    "zh-CN": "采购仓代码 {code} 已存在",
    "en-US": "Purchase warehouse code {code} already exists",
  },
  "masterdata.transactionOrgMismatch": {
    "zh-CN": "组织 {org} 没有使用仓库 {code},不能记录其交易",
    "en-US": "Organisation {org} does not use warehouse {code}: no transaction can be recorded for it there",
  },
});
