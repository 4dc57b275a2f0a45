/**
 * The bench's yardstick: the dictionary-entry list's two queries (page and count), hand-written with
 * the SQL Drizzle generates for `GET /api/v2/system/dict/data/list?...&sidx=dictSort&sord=desc&search[EQ_dictType]=...`,
 * run through the same pool (`database.query`) behind the same auth gate and access mark, answered with
 * Fastify's plain JSON.stringify. What the list route costs beyond it is the platform's list machinery:
 * page parsing, the prepared list's look-up (list-cache.ts), Drizzle's execution and row mapping, the reply serializer.
 *
 * Registered only by bench/server.ts when BENCH_BARE_ROUTE=1: never part of the product, its OpenAPI
 * (`hide`) or the spec coverage.
 */
import type { FastifyInstance } from "fastify";
import type { AppModule } from "../src/platform/module.js";

export const BARE_PATH = "/api/bench/bare/dict-data";

// The SQL of listPage() for this list, with the row keys as aliases (Drizzle maps them by position).
const PAGE_SQL = `select "id" as "dictCode", "dict_type" as "dictType", "value" as "dictValue", "label_zh" as "dictLabel", "label_zh" as "dictLabelZh",
  "label_en" as "dictLabelEn", "sort" as "dictSort", "css_class" as "cssClass", "is_default" as "isDefault", "enabled", "built_in" as "builtIn",
  "remark", "version", to_char("updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"
  from "dict_data" where ("dict_data"."context_id" = $1 and "dict_data"."dict_type" = $2)
  order by "dict_data"."sort" desc, "dict_data"."id" desc limit $3 offset $4`;
const COUNT_SQL = `select cast(count(*) as integer) as "n" from "dict_data" where ("dict_data"."context_id" = $1 and "dict_data"."dict_type" = $2)`;

interface BareQuery {
  page?: string;
  rows?: string;
  "search[EQ_dictType]"?: string;
}

export const bareListModule: AppModule = {
  name: "bench-bare-list",
  register(app: FastifyInstance, { database }) {
    app.route<{ Querystring: BareQuery }>({
      method: "GET",
      url: BARE_PATH,
      // the list route's mark: the auth gate does the same session look-up and permission check
      config: { access: "admin:dictionary:manage" },
      schema: { hide: true },
      handler: async (req) => {
        const q = req.query;
        const page = Math.max(1, Number(q.page ?? 1) || 1);
        const rows = Math.min(1000, Math.max(1, Number(q.rows ?? 20) || 20));
        const params = [req.actor!.contextId, q["search[EQ_dictType]"] ?? ""];
        const [pageRes, countRes] = await Promise.all([
          database.query(PAGE_SQL, [...params, rows, (page - 1) * rows]),
          database.query(COUNT_SQL, params),
        ]);
        const records = Number(countRes.rows[0]?.n ?? 0);
        return { page, total: Math.ceil(records / rows), records, rows: pageRes.rows };
      },
    });
  },
};
