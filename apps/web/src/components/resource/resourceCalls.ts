/**
 * The calls a resource page makes, at the definition's paths: detail, create/update (bodies built by the
 * definition's schemas) and delete, with the record's key in the query, the body or the path (`/:id`).
 */
import { type AnyResource, type CallPath, pathTakesId, resourceKey } from "@entrepot/contracts";
import { ApiError, api } from "../../lib/api";
import { buildBody } from "./schemaForm";

/** One call: GET sends the payload as the query, DELETE nothing, the others as the JSON body; `/:id` takes `id`. */
export function callPath<T>(path: CallPath, payload: Record<string, unknown>, id?: number): Promise<T> {
  const [method, template] = path.split(" ") as [string, string];
  const url = pathTakesId(template) ? template.replace(/:id$/, String(id)) : template;
  const rest = pathTakesId(template) ? {} : payload;
  if (method === "GET") return api.get<T>(url, rest as Record<string, string>);
  if (method === "DELETE") return api.delete<T>(url);
  return method === "PUT" ? api.put<T>(url, rest) : api.post<T>(url, rest);
}

/** A save refused by the schema in the browser: its issues land on their fields like a server 400. */
function parseBody(schema: AnyResource["save"], values: Record<string, unknown>, extra: Record<string, unknown>) {
  try {
    return buildBody(schema, values, extra);
  } catch (err) {
    const issues = (err as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    if (!issues) throw err;
    throw new ApiError(
      400,
      "VALIDATION",
      issues.map((i) => i.message).join("; "),
      issues.map((i) => ({ path: `body.${i.path.map(String).join(".")}`, message: i.message })),
    );
  }
}

type Keyed = Record<string, unknown> & { version?: number };
const keyOf = (def: AnyResource, row: Keyed) => row[resourceKey(def)] as number;

/** Detail of a record by its key (the list path with `?id=` when the definition has no detail path). */
export const loadRecord = <Row>(def: AnyResource, id: number) =>
  callPath<Row>(def.paths.detail ?? (`GET ${def.paths.list.split(" ")[1]}` as CallPath), { id: String(id) }, id);

/**
 * Create (`paths.create`, else `paths.save`; body by the save schema, plus `extra`) or update
 * (`paths.update`, else `paths.save`; body by the update schema, else the save schema, with key and version).
 */
export function saveRecord(def: AnyResource, values: Record<string, unknown>, row?: Keyed, extra: Record<string, unknown> = {}) {
  if (!row) return callPath(def.paths.create ?? def.paths.save!, parseBody(def.save, values, extra));
  const schema = def.update ?? def.save;
  const key = resourceKey(def) in schema.shape ? resourceKey(def) : "id";
  return callPath(
    def.paths.update ?? def.paths.save!,
    parseBody(schema, values, { ...extra, [key]: keyOf(def, row), version: row.version }),
  );
}

export const deleteRecord = (def: AnyResource, row: Keyed) => callPath(def.paths.delete!, { id: keyOf(def, row) }, keyOf(def, row));

/** Whether the definition can create, update or delete at all. */
export const writable = (def: AnyResource) => ({
  create: !!(def.paths.create ?? def.paths.save),
  update: !!(def.paths.update ?? def.paths.save),
  remove: !!def.paths.delete,
});
