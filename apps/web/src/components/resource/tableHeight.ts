import { type RefObject, useLayoutEffect, useState } from "react";

/** Spec §9 table height: the viewport minus 48, 30 and 2; a fixed 522 px below a 700 px wide viewport. */
export const TABLE_HEIGHT_RULE = { subtract: 48 + 30 + 2, fixedHeight: 522, narrowBreakpoint: 700, minimum: 160 } as const;

/**
 * The table body's scroll height. `spaceAbove` is what else the page shows above and around the body
 * within the content area: padding, search form, toolbar, the table's header row and pagination.
 */
export function tableScrollHeight(viewportHeight: number, viewportWidth: number, spaceAbove: number): number {
  if (viewportWidth < TABLE_HEIGHT_RULE.narrowBreakpoint) return TABLE_HEIGHT_RULE.fixedHeight;
  return Math.max(TABLE_HEIGHT_RULE.minimum, Math.round(viewportHeight - TABLE_HEIGHT_RULE.subtract - spaceAbove));
}

const APP_HEADER = 48; // the shell's header, counted in the rule's 48
const PAGINATION_MARGIN = 32; // antd's 16 px above and below the pager

/** Measures the page around `wrapper` (a div around the antd Table) and keeps the height current on resize. */
export function useTableScrollY(wrapper: RefObject<HTMLElement | null>, remeasureKey: unknown): number {
  const [height, setHeight] = useState(() => tableScrollHeight(window.innerHeight, window.innerWidth, 240));
  useLayoutEffect(() => {
    const measure = () => {
      const el = wrapper.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY - APP_HEADER;
      const header = el.querySelector<HTMLElement>(".ant-table-header, .ant-table-thead")?.offsetHeight ?? 40;
      const summary = el.querySelector<HTMLElement>(".ant-table-summary")?.offsetHeight ?? 0;
      const pager = el.querySelector<HTMLElement>(".ant-pagination");
      const pagination = pager ? pager.offsetHeight + PAGINATION_MARGIN : 0;
      setHeight(tableScrollHeight(window.innerHeight, window.innerWidth, top + header + summary + pagination));
    };
    measure();
    window.addEventListener("resize", measure);
    // the search form above may wrap onto more lines as the window narrows
    const observer = new ResizeObserver(measure);
    if (wrapper.current?.parentElement) observer.observe(wrapper.current.parentElement);
    return () => {
      window.removeEventListener("resize", measure);
      observer.disconnect();
    };
  }, [wrapper, remeasureKey]);
  return height;
}

/** The width of the element `wrapper` holds, kept current as the page resizes (the menu folds...). */
export function useElementWidth(wrapper: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || undefined);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [wrapper]);
  return width;
}
