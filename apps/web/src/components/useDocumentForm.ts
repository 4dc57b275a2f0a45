import { useEffect, useRef, useState } from "react";
import Form from "antd/es/form";
import { useFormSubmit } from "./resource/useFormSubmit";

export interface DocumentFormOptions<Values, Doc, Saved> {
  /** The document being edited; none for a new one. */
  id?: number;
  load: (id: number) => Promise<Doc>;
  /** The loaded document as the form's values. */
  toValues: (doc: Doc) => Values;
  /** Saves the values with the id and the version read (a stale version answers 409). */
  save: (values: Values, at: { id?: number; version?: number }) => Promise<Saved>;
  /** "Plan OP-… saved", from what the save answered. */
  savedText: (saved: Saved) => string;
  onDone: () => void;
}

/**
 * A document's create/edit modal (outbound plans, B2C orders, stock documents, channel receipts): on edit
 * the document is loaded into the form once and its version kept for the save; saving is useFormSubmit's.
 * `doc` is the loaded document (its number for the title).
 */
export function useDocumentForm<Values, Doc extends { version: number }, Saved>(opts: DocumentFormOptions<Values, Doc, Saved>) {
  const [form] = Form.useForm<Values>();
  const [doc, setDoc] = useState<Doc>();
  // the callbacks are new on every render: the load runs once per id, with the latest ones
  const latest = useRef(opts);
  latest.current = opts;
  const { id } = opts;
  useEffect(() => {
    if (id === undefined) return;
    void latest.current.load(id).then((d) => {
      setDoc(d);
      form.setFieldsValue(latest.current.toValues(d) as never);
    });
  }, [id, form]);
  const { busy, validateAndSubmit } = useFormSubmit(form, (v: Values) => opts.save(v, { id, version: doc?.version }), {
    savedText: opts.savedText,
    onDone: opts.onDone,
  });
  return { form, doc, busy, submit: validateAndSubmit };
}
