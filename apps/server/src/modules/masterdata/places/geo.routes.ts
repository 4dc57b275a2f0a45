import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  currencyRateQuery,
  currencyRateRow,
  errorBody,
  exchangeRateRow,
  type ExchangeRateRow,
  exchangeRateSave,
  idBody,
  ok,
  regionQuery,
  regionRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as geo from "./geo.service.js";
import { col } from "./places.export.js";
import { commandContext } from "../../../platform/crud/index.js";

const tags = ["core"];
const rateColumns = [
  col<ExchangeRateRow>("currency", "币种", "Currency", 8),
  col<ExchangeRateRow>("baseCurrency", "本位币", "Base", 8),
  { ...col<ExchangeRateRow>("rate", "汇率", "Rate", 16), kind: "number" as const },
  col<ExchangeRateRow>("effectiveDate", "生效日期", "Effective", 12),
  col<ExchangeRateRow>("source", "来源", "Source", 12),
  col<ExchangeRateRow>("createdByName", "录入人", "Entered by", 16),
  col<ExchangeRateRow>("remark", "备注", "Remark", 24),
];

/** Spec §7.5 commonRegion/getCommonRegion and financeCurrency/getAllCurrencyAndRate; the rate writes are ours. */
export function registerGeoRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerSpecCall(app, "GET /api/v1/commonRegion/getCommonRegion", {
    access: "@authenticated",
    schema: {
      summary:
        "Regions of the caller's context by country, parent and depth (1 countries, 2 states/provinces, 3 cities); depth=2&country=US gives the US states",
      querystring: regionQuery,
      response: { 200: z.array(regionRow) },
    },
    handler: async (req) => geo.findRegions(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v1/financeCurrency/getAllCurrencyAndRate", {
    access: "@authenticated",
    schema: {
      summary:
        "Every currency with its latest rate to the context's base currency on or before `date` (default today); store the rateId beside a converted amount",
      querystring: currencyRateQuery,
      response: { 200: z.array(currencyRateRow) },
    },
    handler: async (req) => geo.currenciesWithRates(db, req.actor!, req.query.date),
  });
  registerList(app, database, {
    list: "GET /api/v1/financeCurrency/rate/findByPage",
    spec: false,
    exportPath: "/api/v1/financeCurrency/rate/export",
    access: "@authenticated",
    summary: "Dated exchange rates of the context, newest first",
    row: exchangeRateRow,
    listSpec: geo.rateListSpec,
    columns: rateColumns,
    filename: "exchange-rates",
    sheet: { "zh-CN": "汇率", "en-US": "Exchange rates" },
  });
  defineRoute(app, "POST", "/api/v1/financeCurrency/saveRate", {
    access: "masterdata:currency:manage",
    schema: {
      summary:
        "Enter a dated rate (units of the base currency per unit; no id) or correct one (id + version); one rate per currency and day",
      tags,
      body: exchangeRateSave,
      response: { 200: exchangeRateRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => geo.getRate(db, req.actor!, await geo.saveRate(ctx(req), req.body)),
  });
  defineRoute(app, "POST", "/api/v1/financeCurrency/deleteRate", {
    access: "masterdata:currency:manage",
    schema: { summary: "Delete a rate entered by mistake", tags, body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await geo.deleteRate(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
