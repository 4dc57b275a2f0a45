/**
 * Label sheets of spec §3 (label page formats), in PDF points (1 pt = 1/72 in):
 * 1: US Letter, 30 labels of 2 5/8 × 1 in (3 columns × 10 rows, the Avery 5160 layout:
 *    top margin 0.5 in, left margin 3/16 in, column pitch 2 3/4 in, no row gap);
 * 2: 10 × 10 cm, one per page; 3: 10.16 × 5.08 cm (4 × 2 in), one per page.
 */
export type LabelFormat = 1 | 2 | 3;

export interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface LabelSheet {
  format: LabelFormat;
  pageWidth: number;
  pageHeight: number;
  cells: Cell[];
}

const PT_PER_IN = 72;
const cmToPt = (cm: number) => (cm / 2.54) * PT_PER_IN;

export function labelSheet(format: LabelFormat): LabelSheet {
  if (format === 1) {
    const cells: Cell[] = [];
    for (let row = 0; row < 10; row++) {
      for (let col = 0; col < 3; col++) cells.push({ x: 13.5 + col * 198, y: 36 + row * 72, w: 189, h: 72 });
    }
    return { format, pageWidth: 8.5 * PT_PER_IN, pageHeight: 11 * PT_PER_IN, cells };
  }
  const [w, h] = format === 2 ? [cmToPt(10), cmToPt(10)] : [cmToPt(10.16), cmToPt(5.08)];
  return { format, pageWidth: w, pageHeight: h, cells: [{ x: 0, y: 0, w, h }] };
}

export const pagesFor = (labels: number, format: LabelFormat) => Math.ceil(labels / labelSheet(format).cells.length);
