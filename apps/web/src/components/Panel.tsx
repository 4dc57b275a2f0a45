import type { CSSProperties, ReactNode } from "react";
import theme from "antd/es/theme";

/** A white, rounded block (what antd's Card looks like, without Card's tabs and skeleton code). */
export function Panel({ title, children, style }: { title?: ReactNode; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        padding: 24,
        ...style,
      }}
    >
      {title && <h3 style={{ margin: "0 0 16px", fontSize: token.fontSizeHeading5, fontWeight: token.fontWeightStrong }}>{title}</h3>}
      {children}
    </section>
  );
}
