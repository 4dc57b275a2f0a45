import type { ReactNode } from "react";
import theme from "antd/es/theme";

/**
 * A screen's title line, with an optional explanation under it. Plain elements styled from the theme:
 * antd's Typography carries copy/edit/ellipsis machinery (~13 KB) every screen would pay for.
 */
export function PageHeading({ title, intro, extra }: { title: ReactNode; intro?: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
        <h2
          style={{
            margin: 0,
            flex: 1,
            fontSize: token.fontSizeHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
        {extra}
      </div>
      {intro && <p style={{ margin: "4px 0 0", color: token.colorTextSecondary }}>{intro}</p>}
    </div>
  );
}
