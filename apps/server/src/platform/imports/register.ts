import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, type ImportMode, importModeSchema, type Locale, type PermissionCode, taskStarted } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import { AuditAction, writeAudit } from "../audit/audit.js";
import type { Db, Tx } from "../db/database.js";
import { detectFormat } from "../files/detect-format.js";
import { issueMessage } from "../http/error-handler.js";
import { AppError, badRequest } from "../http/errors.js";
import { attachmentDisposition, XLSX_MIME } from "../http/export.js";
import { defineRoute } from "../http/routes.js";
import { registerMessages, type Message, translate } from "../i18n/messages.js";
import { registerTaskKind } from "../jobs/kinds.js";
import { startTask } from "../jobs/tasks.js";
import { buildResult, buildTemplate, type ImportColumn, readSheet } from "./workbook.js";

export type { ImportColumn } from "./workbook.js";

registerMessages({
  "import.fileMissing": { "zh-CN": "请上传 .xlsx 文件(表单字段 file)", "en-US": "Upload an .xlsx file (form field `file`)" },
  "import.notXlsx": {
    "zh-CN": "只能导入 .xlsx 文件(请用下载的模板填写)",
    "en-US": "Only .xlsx files can be imported (fill in the downloaded template)",
  },
  "import.unreadable": { "zh-CN": "文件无法读取:不是有效的 .xlsx 文件", "en-US": "The file cannot be read: it is not a valid .xlsx file" },
  "import.missingColumns": {
    "zh-CN": "缺少必填列:{columns}(请使用模板)",
    "en-US": "Required columns are missing: {columns} (use the template)",
  },
  "import.tooManyRows": {
    "zh-CN": "行数超过上限 {limit} 行,请拆分文件后分批导入",
    "en-US": "More than {limit} rows: split the file and import it in parts",
  },
  "import.noRows": { "zh-CN": "文件中没有数据行", "en-US": "The file has no data rows" },
  "import.nothingSaved": {
    "zh-CN": "{invalid} 行有错误,按“全部成功才导入”未导入任何数据;请下载结果文件修改后重新导入",
    "en-US": "{invalid} rows have errors, so nothing was saved (all or nothing): download the result file, fix them and import again",
  },
  "import.savedSome": {
    "zh-CN": "已导入 {saved} 行,跳过 {invalid} 行错误数据(见结果文件)",
    "en-US": "{saved} rows saved, {invalid} rows with errors skipped (see the result file)",
  },
  "import.savedAll": { "zh-CN": "已导入全部 {saved} 行", "en-US": "All {saved} rows saved" },
  "import.required": { "zh-CN": "{column}:不能为空", "en-US": "{column}: is required" },
  "import.nothingValid": {
    "zh-CN": "没有可导入的正确行({invalid} 行有错误)",
    "en-US": "No valid rows to save ({invalid} rows have errors)",
  },
});

/** One row's problem found by `check` (duplicates within the file or against the database...). */
export interface RowProblem {
  line: number;
  message: string;
  /** The column at fault (a column key): the reason is then prefixed with its header, like the row schema's. */
  column?: string;
}

/** What `save` may answer besides a bare count: `result` joins the task's result, `audit` the import's audit row. */
export interface SaveOutcome {
  saved: number;
  result?: Record<string, unknown>;
  audit?: Record<string, unknown>;
  /** The org the rows belong to (the audit row's org; default the importer's). */
  orgId?: number;
}

/**
 * Who or what an import is for, chosen with the upload: e.g. the seller org that operator staff import
 * for. Its fields come in the query string or as multipart fields before the file (strings: coerce).
 */
export interface ImportTarget<Fields extends z.ZodRawShape, T> {
  fields: z.ZodObject<Fields>;
  /**
   * Checks the fields against the uploader's scope and returns what `check` and `save` need (the
   * resolved org...). Runs at upload (a thrown 404/422 is the upload's answer, no task is started) and
   * again when the task runs, as the starter is then (a failure fails the task with its message).
   */
  resolve: (fields: z.output<z.ZodObject<Fields>>, ctx: { db: Db | Tx; actor: Actor }) => Promise<T>;
}

/** What `check` and `save` get besides the rows. */
export interface ImportRunContext<T> {
  db: Db;
  actor: Actor;
  locale: Locale;
  /** What `target.resolve` answered (undefined without a target). */
  target: T;
}

/** What a module describes once to get a template download and an .xlsx import run as a background task. */
export interface ImportDef<Row, Fields extends z.ZodRawShape = z.ZodRawShape, T = undefined> {
  /** Route prefix: `GET <prefix>/template`, `POST <prefix>/import`. */
  prefix: string;
  /** The task kind's code, e.g. `catalog.productImport`. */
  service: string;
  /** The import's name (task title, template sheet name), e.g. 产品导入 / Product import. */
  title: Message;
  access: PermissionCode;
  /** Template and result file name stem, e.g. `products`. */
  fileName: string;
  columns: ImportColumn<Row>[];
  /** Validates one row. Its input holds the cells as trimmed strings keyed by column key (absent when empty). */
  row: z.ZodType<Row>;
  /** Checks the rows that passed `row` together (duplicates in the file, clashes with the database). */
  check?: (rows: { line: number; value: Row }[], ctx: ImportRunContext<T>) => Promise<RowProblem[]>;
  /** Saves rows, inside the import's one transaction (the framework adds the audit row). Returns how many were saved. */
  save: (tx: Tx, rows: Row[], actor: Actor, ctx: ImportRunContext<T>) => Promise<number | SaveOutcome | void>;
  /** Who or what the import is for (e.g. the seller org), chosen with the upload and checked against the scope. */
  target?: ImportTarget<Fields, T>;
  /** Lines the template's notes sheet adds after the columns (what an existing key does, what is out of scope...). */
  notes?: Message[];
  /** The template's example row from the caller's own data (a seller's store account...); absent keys keep the column examples. */
  example?: (ctx: { db: Db; actor: Actor }) => Promise<Partial<Record<keyof Row & string, string>> | undefined>;
  /** Data rows accepted in one file (default 10,000). */
  maxRows?: number;
  /** Upload size limit in bytes (default 10 MB). */
  maxBytes?: number;
}

/** An issue's text: a cell reader's own message (a server message key, see cells.ts), else the contract's. */
function reasonOf(issue: z.core.$ZodIssue, locale: Locale): string {
  if (issue.code === "custom") {
    const text = translate(issue.message, locale, (issue.params ?? {}) as Record<string, unknown>);
    if (text !== issue.message) return text;
  }
  return issueMessage(issue as never, issue.message, locale);
}

const importParams = z.object({ fileKey: z.string().min(1).max(300), fileName: z.string().max(255), mode: importModeSchema });

/** An import as a module declares it (`AppModule.imports`): its description, typed where it is written. */
export interface DeclaredImport {
  service: string;
  register(app: FastifyInstance, database: { db: Db }): Promise<void>;
}

/**
 * Describes an .xlsx import (typed by its row, target fields and target). The module lists it in its
 * `AppModule.imports`; the platform registers its routes and task kind when it builds the app.
 */
export function defineImport<Row, Fields extends z.ZodRawShape = z.ZodRawShape, T = undefined>(
  def: ImportDef<Row, Fields, T>,
): DeclaredImport {
  return { service: def.service, register: (app, database) => registerImport(app, database, def) };
}

/**
 * Gives a module an .xlsx import from one description: `GET <prefix>/template` (headers in the caller's
 * language, an example row, a notes sheet) and `POST <prefix>/import` (multipart field `file`, `mode`
 * all|valid in the query or a field before the file) answering 202 `{taskId}`. The task parses the
 * file, checks every row (`row`, then `check`), saves in ONE transaction (`all`: nothing if any row is
 * bad; `valid`: the good rows), reports progress and writes a result .xlsx listing each bad row with its
 * row number, values and reasons in the user's language, plus the counts.
 */
export async function registerImport<Row, Fields extends z.ZodRawShape = z.ZodRawShape, T = undefined>(
  app: FastifyInstance,
  database: { db: Db },
  def: ImportDef<Row, Fields, T>,
): Promise<void> {
  const db = database.db;
  const cols = def.columns as unknown as ImportColumn<never>[];
  const maxRows = def.maxRows ?? 10_000;
  const maxBytes = def.maxBytes ?? 10 * 1024 * 1024;
  const targetFields = def.target?.fields ?? z.object({});
  const resolveTarget = async (fields: unknown, on: Db | Tx, actor: Actor) =>
    def.target ? def.target.resolve(fields as never, { db: on, actor }) : (undefined as T);

  registerTaskKind({
    service: def.service,
    title: def.title,
    permission: def.access,
    params: importParams.extend({ target: targetFields.optional() }),
    async run(ctx) {
      const { locale } = ctx;
      // the target again, as the starter is now (a lost scope fails the task with its message)
      const target = await resolveTarget(ctx.params.target ?? {}, ctx.db, ctx.actor);
      const runCtx: ImportRunContext<T> = { db: ctx.db, actor: ctx.actor, locale, target };
      const t = (key: string, params: Record<string, unknown> = {}) => translate(key, locale, params);
      await ctx.progress(0, null);
      const bytes = await ctx.files.get(ctx.params.fileKey);
      const sheet = await readSheet(bytes, cols, locale, maxRows);
      if (!sheet.ok) {
        const message =
          "missing" in sheet
            ? t("import.missingColumns", { columns: sheet.missing.join(", ") })
            : "tooMany" in sheet
              ? t("import.tooManyRows", { limit: sheet.tooMany })
              : t("import.unreadable");
        await ctx.addErrors([{ message }]);
        return { status: "failed", message };
      }
      const total = sheet.rows.length;
      if (!total) return { status: "failed", message: t("import.noRows") };
      // every row through the row schema, its messages in the starter's language, each named by its column
      const reasons = new Map<number, string[]>();
      // a rule that fails twice on one cell (a pattern and a refinement with the same message) is said once
      const addReason = (line: number, msg: string) => {
        const now = reasons.get(line) ?? [];
        if (!now.includes(msg)) reasons.set(line, [...now, msg]);
      };
      const headerOf = (key: string) => cols.find((c) => c.key === key)?.header[locale] ?? key;
      const parsed: { line: number; value: Row }[] = [];
      for (let i = 0; i < total; i++) {
        const r = sheet.rows[i]!;
        // an empty required cell says so plainly (rather than the schema's "expected string")
        const empty = new Set(cols.filter((c) => c.required && r.values[c.key] === undefined).map((c) => c.key as string));
        for (const key of empty) addReason(r.line, t("import.required", { column: headerOf(key) }));
        const res = def.row.safeParse(r.values);
        if (res.success) {
          if (!empty.size) parsed.push({ line: r.line, value: res.data });
        } else {
          for (const issue of res.error.issues) {
            const key = String(issue.path[0] ?? "");
            if (!empty.has(key)) addReason(r.line, `${headerOf(key)}: ${reasonOf(issue, locale)}`);
          }
        }
        await ctx.progress(i + 1, total * 2);
      }
      if (def.check && parsed.length)
        for (const p of await def.check(parsed, runCtx)) addReason(p.line, p.column ? `${headerOf(p.column)}: ${p.message}` : p.message);
      const good = parsed.filter((p) => !reasons.has(p.line));
      const bad = sheet.rows
        .filter((r) => reasons.has(r.line))
        .map((r) => ({ line: r.line, values: r.values, reasons: reasons.get(r.line)! }));
      const mode = ctx.params.mode as ImportMode;
      let saved = 0;
      let extra: Record<string, unknown> = {};
      if (good.length && (mode === "valid" || !bad.length)) {
        const out = await ctx.transaction(async (tx) => {
          const res = await def.save(
            tx,
            good.map((g) => g.value),
            ctx.actor,
            runCtx,
          );
          const o: SaveOutcome = typeof res === "object" ? res : { saved: res ?? good.length };
          await writeAudit(tx, ctx.actor, {
            action: AuditAction.create,
            command: `import:${def.service}`,
            entity: def.service,
            entityId: ctx.task.id,
            orgId: o.orgId,
            after: {
              file: ctx.params.fileName,
              mode,
              ...(ctx.params.target ? { target: ctx.params.target } : {}),
              saved: o.saved,
              invalid: bad.length,
              ...o.audit,
            },
          });
          return o;
        });
        saved = out.saved;
        extra = out.result ?? {};
      }
      await ctx.progress(total * 2, total * 2);
      const summary = { total, valid: good.length, invalid: bad.length, saved, mode, ...extra };
      await ctx.saveResult(
        { data: await buildResult(cols, bad, summary, locale) },
        { fileName: `${def.fileName}-result-${new Date().toISOString().slice(0, 10)}.xlsx`, mime: XLSX_MIME },
      );
      await ctx.addErrors(bad.slice(0, 1000).map((b) => ({ row: b.line, message: b.reasons.join("; ") })));
      await ctx.files.delete(ctx.params.fileKey);
      if (bad.length && mode === "all")
        return { status: "failed", message: t("import.nothingSaved", { invalid: bad.length }), result: summary };
      if (!good.length) return { status: "failed", message: t("import.nothingValid", { invalid: bad.length }), result: summary };
      return {
        message: bad.length ? t("import.savedSome", { saved, invalid: bad.length }) : t("import.savedAll", { saved }),
        result: summary,
      };
    },
  });

  defineRoute(app, "GET", `${def.prefix}/template`, {
    access: def.access,
    schema: {
      summary: `${def.title["en-US"]}: the .xlsx template (headers in the caller's language, an example row, notes)`,
      tags: ["imports"],
    },
    handler: async (req, reply) => {
      const example = def.example ? await def.example({ db, actor: req.actor! }) : undefined;
      const bytes = await buildTemplate(def.title, cols, req.locale, { notes: def.notes, example });
      const name = `${def.fileName}-template${req.locale === "zh-CN" ? "-模板" : ""}.xlsx`;
      return reply.header("content-disposition", attachmentDisposition(name)).type(XLSX_MIME).send(bytes);
    },
  });

  // multipart only here: an encapsulated scope (the global auth gate still runs for it)
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 100 } });
    defineRoute(scope, "POST", `${def.prefix}/import`, {
      access: def.access,
      schema: {
        summary: `${def.title["en-US"]}: upload an .xlsx (multipart field \`file\`; mode all|valid); runs as a background task`,
        tags: ["imports"],
        querystring: z.strictObject({
          mode: importModeSchema.optional(),
          ...Object.fromEntries(Object.keys(targetFields.shape).map((k) => [k, z.string().max(100).optional()])),
        }),
        response: { 202: taskStarted, 400: errorBody, 413: errorBody, 415: errorBody },
      },
      handler: async (req, reply) => {
        if (!req.isMultipart()) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE");
        const part = await req.file();
        if (!part) throw badRequest("import.fileMissing", {}, [{ path: "body.file", message: "file is required" }]);
        // a form field sent before the file, or the query string
        const fieldOf = (name: string) => {
          const f = part.fields[name];
          return f && !Array.isArray(f) && f.type === "field" ? String(f.value) : undefined;
        };
        const query = req.query as Record<string, string | undefined>;
        const mode = importModeSchema.safeParse(query.mode ?? fieldOf("mode") ?? "all");
        if (!mode.success) throw badRequest("VALIDATION_FAILED", {}, [{ path: "query.mode", message: "all | valid" }]);
        const raw = Object.fromEntries(
          Object.keys(targetFields.shape).flatMap((k) => {
            const v = query[k] ?? fieldOf(k);
            return v === undefined || v === "" ? [] : [[k, v]];
          }),
        );
        const fields = targetFields.safeParse(raw);
        if (!fields.success)
          throw badRequest(
            "VALIDATION_FAILED",
            {},
            fields.error.issues.map((i) => ({
              path: `query.${i.path.join(".")}`,
              message: issueMessage(i as never, i.message, req.locale),
            })),
          );
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
            throw new AppError(413, "PAYLOAD_TOO_LARGE", { limit: maxBytes });
          throw err;
        }
        if ((await detectFormat(bytes, part.filename)) !== "xlsx")
          throw badRequest("import.notXlsx", {}, [{ path: "body.file", message: "not an .xlsx file" }]);
        // the target within the uploader's scope (another org's id: 404), before anything is stored
        await resolveTarget(fields.data, db, req.actor!);
        const fileKey = await app.jobs.files.put(bytes, { orgId: req.actor!.orgId, ext: "xlsx" });
        const fileName = part.filename.replace(/[\\/]/g, "_").slice(-255) || "import.xlsx";
        try {
          const task = await startTask(
            { db, actor: req.actor!, requestId: String(req.id) },
            def.service,
            { fileKey, fileName, mode: mode.data, ...(def.target ? { target: fields.data } : {}) },
            {
              title: { "zh-CN": `${def.title["zh-CN"]}:${fileName}`, "en-US": `${def.title["en-US"]}: ${fileName}` },
            },
          );
          return reply.status(202).send({ taskId: task.id, status: task.status });
        } catch (err) {
          await app.jobs.files.delete(fileKey);
          throw err;
        }
      },
    });
  });
}
