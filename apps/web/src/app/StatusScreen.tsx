import type { ReactNode } from "react";
import theme from "antd/es/theme";

/**
 * A light stand-in for antd's Result: Result carries ~40 KB of illustrations, too much for the shell,
 * which must be able to show "no access", "not found" and "loading failed" without loading anything.
 */
export function StatusScreen(props: {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  extra?: ReactNode;
  tone?: "warning" | "error" | "info";
  testId?: string;
}) {
  const { token } = theme.useToken();
  const colour = props.tone === "error" ? token.colorError : props.tone === "warning" ? token.colorWarning : token.colorPrimary;
  return (
    <div role="alert" data-testid={props.testId} style={{ padding: "48px 24px", textAlign: "center" }}>
      <div style={{ fontSize: 64, lineHeight: 1, color: colour, marginBottom: 24 }}>{props.icon}</div>
      <div style={{ fontSize: 24, color: token.colorTextHeading, marginBottom: 8 }}>{props.title}</div>
      {props.text && <div style={{ color: token.colorTextDescription, marginBottom: 24 }}>{props.text}</div>}
      {props.extra}
    </div>
  );
}
