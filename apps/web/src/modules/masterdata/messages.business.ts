import { validationMessages } from "@entrepot/contracts";
import { defineMessages } from "../../lib/define-messages";

/** Texts of the master data business screens (namespace `md-business`). */
export const businessMessages = defineMessages({
  "zh-CN": {
    common: {
      id: "编号", code: "编码", name: "名称", org: "所属卖家", active: "启用", status: "状态", remark: "备注", updatedAt: "更新时间", sort: "排序",
      enable: "启用", disable: "停用", yes: "是", no: "否", country: "国家", currency: "币种", phone: "电话", email: "邮箱", contact: "联系人",
      inactiveTag: "已停用", codeRule: validationMessages["v.bizCode"]["zh-CN"], countryRule: validationMessages["v.countryCode"]["zh-CN"],
      days: "{{n}} 天", reason: "原因", pickOrg: "请先选择卖家",
    },
    line: {
      title: "产品线", intro: "按卖家维护产品线及其供应商与付款方式。标记为“不在常用选择中”的产品线不会出现在普通下拉框里;已被使用的产品线不能删除,请改为停用。",
      tabLines: "产品线", tabSuppliers: "供应商", supplier: "供应商", paymentType: "付款方式", flag: "标记", flagExcluded: "不在常用选择中", flagNormal: "常用",
      create: "新建产品线", edit: "编辑产品线:{{code}}", empty: "还没有产品线,点击“新建产品线”添加第一条",
      pay: { "1": "预付", "2": "货到付款", "3": "月结" },
    },
    supplier: {
      create: "新建供应商", edit: "编辑供应商:{{code}}", address: "地址", terms: "账期(天)", lines: "产品线数", empty: "还没有供应商,新建后可在产品线中选择",
    },
    shop: {
      title: "店铺账号", intro: "卖家在各销售平台的店铺。站点和 Marketplace ID 由平台与国家决定;状态(正常、授权过期、已停用)通过“变更状态”修改,并记录原因。",
      store: "店铺名称", type: "销售平台", site: "站点", marketplaceId: "Marketplace ID", category: "渠道类目", returnWarehouse: "退货仓库",
      accountType: "账号类型", seller: "卖家账号", vendor: "供应商账号", shipping: "发货方式代码", manMade: "默认手工发货", accountPay: "账号付款",
      openSfp: "开通 SFP", issuePay: "代付", jdCode: "京东编码", flag: "标记", create: "新建店铺", edit: "编辑店铺:{{title}}",
      empty: "还没有店铺账号,点击“新建店铺”绑定第一个", setStatus: "变更状态", statusTitle: "变更状态:{{title}}", pickType: "请先选择销售平台",
      statuses: { normal: "正常", authorisation_expired: "授权过期", suspended: "已停用" },
    },
    category: {
      title: "渠道类目", intro: "每个销售平台的两级类目树(如亚马逊浏览节点),店铺账号从中选择所属类目。有下级或被店铺使用的类目不能删除。",
      channel: "销售平台", parent: "上级类目", level: "层级", accounts: "店铺数", create: "新建一级类目", addChild: "新建下级", addChildOf: "新建下级:{{name}}", edit: "编辑类目:{{name}}",
      empty: "该平台还没有类目", nodeCode: "节点编码",
    },
    platform: {
      intro: "系统支持的销售平台及其国家站点。店铺账号只能开在启用平台的启用站点上;亚马逊站点的 Marketplace ID 按国家自动填写。",
      sites: "站点", accounts: "店铺数",
      addSite: "新建站点", editSite: "编辑站点:{{site}}", siteName: "站点名称", marketplaceId: "Marketplace ID", marketplaceHelp: "亚马逊站点可留空,按国家自动填写",
      empty: "还没有销售平台", noSites: "还没有站点,点击“新建站点”添加", sitesOf: "{{name}} 的站点",
    },
    ads: {
      title: "店铺广告设置", intro: "每个店铺的广告 API 配置:配置 ID、区域、每日预算上限与自动同步。区域须与店铺所在国家一致(北美 NA、欧洲 EU、远东 FE)。",
      store: "店铺", profileId: "广告配置 ID", region: "区域", budget: "每日预算上限", autoSync: "自动同步", authorisedUntil: "授权截止",
      create: "新建广告设置", edit: "编辑广告设置:{{title}}", empty: "还没有店铺设置广告,点击“新建广告设置”开始", expired: "已过期",
      regions: { NA: "北美 NA", EU: "欧洲 EU", FE: "远东 FE" }, profileRule: validationMessages["v.adsProfileId"]["zh-CN"],
    },
    customer: {
      listTitle: "客户列表", listIntro: "本仓储方服务的客户:编码、名称、关联卖家组织、业务员、结算币种、信用额度与合同。账户状态在“客户管理”中冻结或解冻。",
      manageTitle: "客户管理", manageIntro: "客户的使用情况与账户状态:关联组织可用的仓库、店铺数量;冻结、解冻或标记欠费都需要填写原因。",
      code: "客户编码", name: "客户名称", linkedOrg: "关联组织", salesperson: "业务员", accountStatus: "账户状态", billingCurrency: "结算币种",
      creditLimit: "信用额度", terms: "账期(天)", contractStart: "合同开始", contractEnd: "合同结束", contactPhone: "联系电话", contactEmail: "联系邮箱",
      warehouses: "使用仓库", storeAccounts: "店铺数", statusReason: "状态原因", create: "新建客户", edit: "编辑客户:{{code}}",
      empty: "还没有客户,点击“新建客户”添加", freeze: "冻结", unfreeze: "解冻", arrears: "标记欠费",
      statusTitle: "{{action}}:{{name}}", reasonHelp: "必填,会记入操作日志", noOrg: "(无)", dateRule: validationMessages["v.contractDates"]["zh-CN"],
    },
    salesman: {
      title: "业务员", intro: "本组织的业务员,可关联一个系统用户。服务中的业务员不能删除,请改为停用。",
      name: "姓名", user: "关联用户", customers: "客户数", create: "新建业务员", edit: "编辑业务员:{{name}}", empty: "还没有业务员,点击“新建业务员”添加",
    },
  },
  "en-US": {
    common: {
      id: "ID", code: "Code", name: "Name", org: "Seller", active: "Active", status: "Status", remark: "Remark", updatedAt: "Updated", sort: "Sort",
      enable: "Activate", disable: "Deactivate", yes: "Yes", no: "No", country: "Country", currency: "Currency", phone: "Phone", email: "Email", contact: "Contact",
      inactiveTag: "Inactive", codeRule: validationMessages["v.bizCode"]["en-US"], countryRule: validationMessages["v.countryCode"]["en-US"],
      days: "{{n}} days", reason: "Reason", pickOrg: "Choose the seller first",
    },
    line: {
      title: "Product lines", intro: "Each seller's product lines with their supplier and payment type. Lines flagged “not in ordinary pickers” stay out of ordinary dropdowns; a line in use cannot be deleted: deactivate it instead.",
      tabLines: "Product lines", tabSuppliers: "Suppliers", supplier: "Supplier", paymentType: "Payment type", flag: "Flag", flagExcluded: "Not in ordinary pickers", flagNormal: "Ordinary",
      create: "New product line", edit: "Edit product line: {{code}}", empty: "No product lines yet: add the first with “New product line”",
      pay: { "1": "Prepaid", "2": "On delivery", "3": "Monthly" },
    },
    supplier: {
      create: "New supplier", edit: "Edit supplier: {{code}}", address: "Address", terms: "Payment terms (days)", lines: "Product lines", empty: "No suppliers yet: once added, product lines can pick them",
    },
    shop: {
      title: "Store accounts", intro: "Sellers' stores on the sales platforms. The site and marketplace id follow the platform and country; the status (normal, authorisation expired, suspended) changes through “Change status”, with a reason.",
      store: "Store", type: "Platform", site: "Site", marketplaceId: "Marketplace id", category: "Channel category", returnWarehouse: "Return warehouse",
      accountType: "Account type", seller: "Seller account", vendor: "Vendor account", shipping: "Shipping method codes", manMade: "Manual shipment by default", accountPay: "Account pays",
      openSfp: "SFP enabled", issuePay: "Pays on behalf", jdCode: "JD code", flag: "Flag", create: "New store", edit: "Edit store: {{title}}",
      empty: "No store accounts yet: connect the first with “New store”", setStatus: "Change status", statusTitle: "Change status: {{title}}", pickType: "Choose the platform first",
      statuses: { normal: "Normal", authorisation_expired: "Authorisation expired", suspended: "Suspended" },
    },
    category: {
      title: "Channel categories", intro: "A two-level category tree per sales platform (e.g. Amazon browse nodes); store accounts pick theirs from it. A category with sub-categories or used by a store cannot be deleted.",
      channel: "Platform", parent: "Parent", level: "Level", accounts: "Stores", create: "New top category", addChild: "Add sub-category", addChildOf: "Add sub-category to {{name}}", edit: "Edit category: {{name}}",
      empty: "This platform has no categories yet", nodeCode: "Node code",
    },
    platform: {
      intro: "The marketplaces the system supports and their country sites. Store accounts open only on active sites of active platforms; Amazon sites get their country's marketplace id.",
      sites: "Sites", accounts: "Stores",
      addSite: "New site", editSite: "Edit site: {{site}}", siteName: "Site name", marketplaceId: "Marketplace id", marketplaceHelp: "Leave empty on Amazon: filled in from the country",
      empty: "No sales platforms yet", noSites: "No sites yet: add one with “New site”", sitesOf: "Sites of {{name}}",
    },
    ads: {
      title: "Store ads settings", intro: "Each store's advertising API settings: profile id, region, daily budget cap and auto-sync. The region must match the store's country (NA, EU, FE).",
      store: "Store", profileId: "Ads profile id", region: "Region", budget: "Daily budget cap", autoSync: "Auto-sync", authorisedUntil: "Authorised until",
      create: "New ads settings", edit: "Edit ads settings: {{title}}", empty: "No store has ads settings yet: start with “New ads settings”", expired: "Expired",
      regions: { NA: "North America (NA)", EU: "Europe (EU)", FE: "Far East (FE)" }, profileRule: validationMessages["v.adsProfileId"]["en-US"],
    },
    customer: {
      listTitle: "Customers", listIntro: "The companies this operator serves: code, name, linked seller org, salesperson, billing currency, credit limit and contract. Accounts are frozen or unfrozen in “Customer management”.",
      manageTitle: "Customer management", manageIntro: "What each customer uses and its account status: the warehouses its org may use, its store accounts; freezing, unfreezing and marking arrears need a reason.",
      code: "Customer code", name: "Customer name", linkedOrg: "Linked org", salesperson: "Salesperson", accountStatus: "Account status", billingCurrency: "Billing currency",
      creditLimit: "Credit limit", terms: "Payment terms (days)", contractStart: "Contract start", contractEnd: "Contract end", contactPhone: "Contact phone", contactEmail: "Contact email",
      warehouses: "Warehouses used", storeAccounts: "Stores", statusReason: "Status reason", create: "New customer", edit: "Edit customer: {{code}}",
      empty: "No customers yet: add one with “New customer”", freeze: "Freeze", unfreeze: "Unfreeze", arrears: "Mark in arrears",
      statusTitle: "{{action}}: {{name}}", reasonHelp: "Required; kept in the audit log", noOrg: "(none)", dateRule: validationMessages["v.contractDates"]["en-US"],
    },
    salesman: {
      title: "Salespeople", intro: "This organisation's salespeople, optionally linked to a user. A salesperson serving customers cannot be deleted: deactivate instead.",
      name: "Name", user: "Linked user", customers: "Customers", create: "New salesperson", edit: "Edit salesperson: {{name}}", empty: "No salespeople yet: add one with “New salesperson”",
    },
  },
});
