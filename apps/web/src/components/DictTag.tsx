import Tag from "antd/es/tag";
import { useDictionary } from "./dictionary";

/** A coded value shown as its dictionary label, coloured by the entry's `cssClass` (status tags). */
export function DictTag({ type, value }: { type: string; value: string | number | boolean | null | undefined }) {
  const { byValue } = useDictionary(type);
  if (value === null || value === undefined || value === "") return null;
  const key = String(value);
  const entry = byValue.get(key);
  if (!entry) return <span>{key}</span>;
  const colour = entry.cssClass && entry.cssClass !== "default" ? entry.cssClass : undefined;
  return <Tag color={colour}>{entry.label}</Tag>;
}
