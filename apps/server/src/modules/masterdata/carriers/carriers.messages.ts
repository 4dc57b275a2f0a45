import { defineMessages } from "../../../platform/i18n/messages.js";

/** Messages of the carriers area (entity names for 404s, duplicates, business rules). */
export const carriersMessages = defineMessages({
  "masterdata.carrier": { "zh-CN": "承运商", "en-US": "Carrier" },
  "masterdata.carrierService": { "zh-CN": "物流服务", "en-US": "Carrier service" },
  "masterdata.volumeWeight": { "zh-CN": "材积除数", "en-US": "Volume-weight divisor" },
  "masterdata.channel": { "zh-CN": "发货渠道", "en-US": "Delivery channel" },
  "masterdata.orgService": { "zh-CN": "组织物流服务", "en-US": "Organisation carrier service" },
  "masterdata.warehouseCarrier": { "zh-CN": "仓库承运商", "en-US": "Warehouse carrier" },
  "masterdata.carrierAccount": { "zh-CN": "物流账号", "en-US": "Carrier account" },
  "masterdata.billingAccount": { "zh-CN": "仓库计费账号", "en-US": "Warehouse billing account" },
  "masterdata.blacklist": { "zh-CN": "黑名单账号", "en-US": "Blacklisted account" },
  "masterdata.warehouse": { "zh-CN": "仓库", "en-US": "Warehouse" },
  "masterdata.org": { "zh-CN": "组织", "en-US": "Organisation" },
  "masterdata.fieldFixed": { "zh-CN": "{field} 创建后不能修改", "en-US": "{field} cannot change after creation" },
  "masterdata.carrierCodeExists": { "zh-CN": "承运商代码 {code} 已存在", "en-US": "Carrier code {code} already exists" },
  "masterdata.serviceCodeExists": { "zh-CN": "物流服务代码 {code} 已存在", "en-US": "Carrier service code {code} already exists" },
  "masterdata.channelCodeExists": { "zh-CN": "发货渠道代码 {code} 已存在", "en-US": "Delivery channel code {code} already exists" },
  "masterdata.carrierInUse": {
    "zh-CN":
      "承运商 {code} 仍有 {services} 个物流服务、{divisors} 个材积除数、{accounts} 个物流账号、{warehouses} 个仓库配置、{blacklist} 条黑名单记录,不能删除;不再使用请停用",
    "en-US":
      "Carrier {code} still has {services} services, {divisors} divisors, {accounts} accounts, {warehouses} warehouse set-ups and {blacklist} blacklist entries; deactivate it instead",
  },
  "masterdata.serviceInUse": {
    "zh-CN": "物流服务 {code} 仍被 {channels} 个发货渠道、{warehouses} 个仓库配置、{accounts} 个物流账号使用,不能删除;不再使用请停用",
    "en-US":
      "Carrier service {code} is still used by {channels} channels, {warehouses} warehouse set-ups and {accounts} accounts; deactivate it instead",
  },
  "masterdata.channelInUse": {
    "zh-CN": "发货渠道 {code} 仍分配给 {orgs} 个组织,不能删除;请先取消分配或停用",
    "en-US": "Delivery channel {code} is still assigned to {orgs} organisations; remove the assignments or deactivate it",
  },
  "masterdata.accountInUse": {
    "zh-CN":
      "物流账号 {account} 仍被 {channels} 个发货渠道、{assignments} 个组织物流服务、{billing} 个仓库计费账号使用,不能删除;不再使用请停用",
    "en-US":
      "Account {account} is still used by {channels} channels, {assignments} organisation services and {billing} warehouse billing accounts; deactivate it instead",
  },
  "masterdata.carrierInactive": { "zh-CN": "承运商 {code} 已停用", "en-US": "Carrier {code} is inactive" },
  "masterdata.serviceInactive": { "zh-CN": "物流服务 {code} 已停用", "en-US": "Carrier service {code} is inactive" },
  "masterdata.serviceNotOfCarrier": {
    "zh-CN": "物流服务 {code} 不属于承运商 {carrier}",
    "en-US": "Carrier service {code} is not a service of {carrier}",
  },
  "masterdata.usedByActiveChannels": {
    "zh-CN": "{name} 仍被启用的发货渠道使用:{channels},请先停用这些渠道",
    "en-US": "{name} is used by active delivery channels: {channels}; deactivate them first",
  },
  "masterdata.divisorOverlap": {
    "zh-CN": "{carrier} 的{unitSystem}材积除数在 {from} 起的期间与已有记录重叠",
    "en-US": "The {unitSystem} divisor of {carrier} overlaps an existing one from {from}",
  },
  "masterdata.accountCarrierMismatch": {
    "zh-CN": "物流账号 {account} 不是 {carrier} 的账号",
    "en-US": "Account {account} is not a {carrier} account",
  },
  "masterdata.accountInactive": { "zh-CN": "物流账号 {account} 已停用", "en-US": "Account {account} is inactive" },
  "masterdata.accountOrgMismatch": { "zh-CN": "物流账号 {account} 不属于 {org}", "en-US": "Account {account} does not belong to {org}" },
  "masterdata.accountExists": {
    "zh-CN": "该组织已有 {carrier} 账号 {account}",
    "en-US": "The organisation already has {carrier} account {account}",
  },
  "masterdata.accountBlacklisted": {
    "zh-CN": "{carrier} 账号 {account} 在黑名单中,不能使用(原因:{reason})",
    "en-US": "{carrier} account {account} is blacklisted and cannot be used (reason: {reason})",
  },
  "masterdata.operatorAccountOrg": {
    "zh-CN": "物流账号只能属于运营方组织",
    "en-US": "A carrier account of ours must belong to an operator organisation",
  },
  "masterdata.sellerAccountOrg": {
    "zh-CN": "客户物流账号只能属于客户组织",
    "en-US": "A seller's carrier account must belong to a seller organisation",
  },
  "masterdata.blacklistExists": {
    "zh-CN": "{carrier} 账号 {account} 已在黑名单中",
    "en-US": "{carrier} account {account} is already blacklisted",
  },
  "masterdata.channelWarehouseOrg": {
    "zh-CN": "仓库 {code} 不属于渠道所属的运营方",
    "en-US": "Warehouse {code} is not run by the channel's operator",
  },
  "masterdata.channelWarehouseAssigned": {
    "zh-CN": "仓库 {code} 上仍有组织使用该渠道({orgs}),请先取消分配",
    "en-US": "Organisations still use the channel at warehouse {code} ({orgs}); remove those assignments first",
  },
  "masterdata.channelCarrierAssigned": {
    "zh-CN": "发货渠道 {code} 已分配给使用自有账号的组织,不能更换承运商",
    "en-US": "Channel {code} is assigned to organisations paying with their own accounts: its carrier cannot change",
  },
  "masterdata.serviceNoInsurance": { "zh-CN": "物流服务 {code} 不支持保险", "en-US": "Carrier service {code} offers no insurance" },
  "masterdata.serviceNoSignature": { "zh-CN": "物流服务 {code} 不支持签收", "en-US": "Carrier service {code} offers no signature" },
  "masterdata.channelInactive": { "zh-CN": "发货渠道 {code} 已停用", "en-US": "Delivery channel {code} is inactive" },
  "masterdata.channelNotServingOrg": {
    "zh-CN": "发货渠道 {code} 的运营方不服务于组织 {org}",
    "en-US": "The operator of channel {code} does not serve {org}",
  },
  "masterdata.channelNotAtWarehouse": {
    "zh-CN": "发货渠道 {code} 不在仓库 {warehouse} 提供",
    "en-US": "Channel {code} is not offered at warehouse {warehouse}",
  },
  "masterdata.warehouseNotAssigned": {
    "zh-CN": "组织 {org} 未分配仓库 {warehouse}",
    "en-US": "{org} is not assigned warehouse {warehouse}",
  },
  "masterdata.orgServiceExists": {
    "zh-CN": "{org} 在仓库 {warehouse} 已分配渠道 {code}",
    "en-US": "{org} already has channel {code} at warehouse {warehouse}",
  },
  "masterdata.orgServiceOrgKind": {
    "zh-CN": "只能给客户组织分配物流服务",
    "en-US": "Carrier services are assigned to seller organisations only",
  },
  "masterdata.operatorNoAccount": {
    "zh-CN": "使用运营方账号时不能指定客户账号",
    "en-US": "With the operator's account, no seller account is given",
  },
  "masterdata.warehouseCarrierExists": {
    "zh-CN": "仓库 {warehouse} 已配置承运商 {carrier}",
    "en-US": "Warehouse {warehouse} already ships with {carrier}",
  },
  "masterdata.billingAccountExists": {
    "zh-CN": "仓库 {warehouse} 的 {carrier} {purpose}计费账号已存在",
    "en-US": "Warehouse {warehouse} already has a {carrier} {purpose} billing account",
  },
  "masterdata.billingAccountOrg": {
    "zh-CN": "物流账号与仓库须属于同一运营方",
    "en-US": "The account and the warehouse must belong to the same operator",
  },
  "masterdata.purpose.outbound": { "zh-CN": "出库", "en-US": "outbound" },
  "masterdata.purpose.return": { "zh-CN": "退货", "en-US": "return" },
  "masterdata.purpose.inbound": { "zh-CN": "入库", "en-US": "inbound" },
  "masterdata.unitSystem.imperial": { "zh-CN": "英制", "en-US": "imperial" },
  "masterdata.unitSystem.metric": { "zh-CN": "公制", "en-US": "metric" },
});
