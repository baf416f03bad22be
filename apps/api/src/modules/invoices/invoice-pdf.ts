import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { visualRuns, type FontName } from './bidi-line';

/**
 * A tax invoice as a PDF (issue 16 item 5), drawn with PDFKit (maintained, pure JavaScript, no
 * browser): fontkit inside it shapes Arabic and Georgian from Noto Sans fonts, and bidi-line.ts
 * orders each line's runs, so an Arabic invoice reads right to left with joined letters and its
 * figures stay left to right. Everything it prints comes ready in `InvoiceContent`, already in
 * the customer's language: this module only lays it out.
 */

export interface InvoiceLine {
  name: string;
  /** Combo picks, one per row under the line ("Main: Chicken shawarma"). */
  details: string[];
  quantity: string;
  unitPrice: string;
  total: string;
}

export interface InvoiceContent {
  direction: 'ltr' | 'rtl';
  title: string;
  shop: { name: string; address: string; contact: string; vatNumber: string };
  /** Label and value pairs under the title: invoice number, date, order reference. */
  facts: [string, string][];
  billTo: { label: string; lines: string[] };
  columns: { item: string; quantity: string; unitPrice: string; total: string };
  lines: InvoiceLine[];
  /** Label and amount rows under the lines; the last one is the total. */
  totals: [string, string][];
  footer: string;
}

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontName, { regular: string; bold: string }> = {
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  arabic: {
    regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  },
  georgian: {
    regular: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff',
    bold: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-700-normal.woff',
  },
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dae1';

type Weight = 'regular' | 'bold';

interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

class InvoiceWriter {
  readonly doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: 'Tax invoice', Producer: 'Storefront' },
  });
  private y = PAGE.margin;

  constructor(private readonly content: InvoiceContent) {
    for (const [font, files] of Object.entries(FONT_FILES)) {
      this.doc.registerFont(`${font}-regular`, require.resolve(files.regular));
      this.doc.registerFont(`${font}-bold`, require.resolve(files.bold));
    }
  }

  private get rtl() {
    return this.content.direction === 'rtl';
  }

  /** A column's left edge, mirrored for a right-to-left invoice. */
  private x(start: number, width: number): number {
    return this.rtl ? PAGE.width - PAGE.margin - start - width : PAGE.margin + start;
  }

  private width(text: string, style: TextStyle): number {
    let total = 0;
    for (const run of visualRuns(text, this.content.direction)) {
      this.doc.font(`${run.font}-${style.weight ?? 'regular'}`).fontSize(style.size);
      total += this.doc.widthOfString(run.text);
    }
    return total;
  }

  /** One line in a box, aligned to its start (right for Arabic) or its end. */
  private line(
    text: string,
    box: { x: number; width: number },
    style: TextStyle,
    align: 'start' | 'end' = 'start',
  ) {
    const textWidth = this.width(text, style);
    const toRight = (align === 'start') === this.rtl;
    let x = toRight ? box.x + box.width - textWidth : box.x;
    this.doc.fillColor(style.color ?? INK);
    // One baseline for every run: the Arabic font's ascent is taller than the Latin one's.
    const baseline = this.y + style.size;
    for (const run of visualRuns(text, this.content.direction)) {
      this.doc.font(`${run.font}-${style.weight ?? 'regular'}`).fontSize(style.size);
      this.doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += this.doc.widthOfString(run.text);
    }
  }

  /** Words that fit the box, a line at a time (logical order; each line is then ordered). */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/u).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  private rule(gap = 8) {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    this.y += gap;
  }

  private newPageIfBelow(space: number) {
    if (this.y + space > PAGE.height - PAGE.margin - 30) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  write(): void {
    const { content } = this;
    const full = PAGE.width - 2 * PAGE.margin;
    const half = full / 2;

    // The shop, and the title with the invoice's facts on the other side.
    const top = this.y;
    this.line(content.shop.name, { x: this.x(0, half), width: half }, { size: 18, weight: 'bold' });
    this.y += 26;
    for (const text of [content.shop.address, content.shop.contact, content.shop.vatNumber]) {
      for (const part of this.wrap(text, half, { size: 9 })) {
        this.line(part, { x: this.x(0, half), width: half }, { size: 9, color: MUTED });
        this.y += 13;
      }
    }
    const shopBottom = this.y;
    this.y = top;
    const side = { x: this.x(half, half), width: half };
    this.line(content.title, side, { size: 16, weight: 'bold' }, 'end');
    this.y += 24;
    for (const [label, value] of content.facts) {
      this.line(`${label}: ${value}`, side, { size: 9.5 }, 'end');
      this.y += 14;
    }
    this.y = Math.max(this.y, shopBottom) + 12;
    this.rule(12);

    // Who it is for.
    this.line(
      content.billTo.label,
      { x: this.x(0, full), width: full },
      {
        size: 9,
        weight: 'bold',
        color: MUTED,
      },
    );
    this.y += 14;
    for (const text of content.billTo.lines) {
      this.line(text, { x: this.x(0, full), width: full }, { size: 10 });
      this.y += 14;
    }
    this.y += 10;

    // The lines: item | quantity | unit price | total.
    const columns = [
      { start: 0, width: full * 0.52, align: 'start' as const },
      { start: full * 0.52, width: full * 0.12, align: 'end' as const },
      { start: full * 0.64, width: full * 0.18, align: 'end' as const },
      { start: full * 0.82, width: full * 0.18, align: 'end' as const },
    ];
    const cell = (index: number) => {
      const column = columns[index] ?? columns[0]!;
      return { x: this.x(column.start, column.width), width: column.width, align: column.align };
    };
    const headings = [
      content.columns.item,
      content.columns.quantity,
      content.columns.unitPrice,
      content.columns.total,
    ];
    headings.forEach((text, index) => {
      const box = cell(index);
      this.line(text, box, { size: 9, weight: 'bold', color: MUTED }, box.align);
    });
    this.y += 16;
    this.rule(8);
    for (const line of content.lines) {
      const nameBox = cell(0);
      const nameLines = this.wrap(line.name, nameBox.width - 8, { size: 10 });
      this.newPageIfBelow(16 * nameLines.length + 12 * line.details.length + 8);
      const rowTop = this.y;
      [line.quantity, line.unitPrice, line.total].forEach((text, index) => {
        const box = cell(index + 1);
        this.line(text, box, { size: 10 }, box.align);
      });
      this.y = rowTop;
      for (const part of nameLines) {
        this.line(part, nameBox, { size: 10 });
        this.y += 14;
      }
      for (const detail of line.details) {
        for (const part of this.wrap(detail, nameBox.width - 16, { size: 8.5 })) {
          this.line(
            part,
            { x: nameBox.x + (this.rtl ? 0 : 10), width: nameBox.width - 10 },
            {
              size: 8.5,
              color: MUTED,
            },
          );
          this.y += 12;
        }
      }
      this.y += 6;
      this.rule(8);
    }

    // The figures.
    this.y += 4;
    const labels = { x: this.x(full * 0.4, full * 0.42), width: full * 0.42 };
    const amounts = cell(3);
    content.totals.forEach(([label, amount], index) => {
      const last = index === content.totals.length - 1;
      this.newPageIfBelow(20);
      if (last) {
        this.y += 4;
        this.rule(6);
      }
      const style: TextStyle = { size: last ? 12 : 10, weight: last ? 'bold' : 'regular' };
      this.line(label, labels, style, 'end');
      this.line(amount, amounts, style, 'end');
      this.y += last ? 20 : 15;
    });

    this.y = Math.max(this.y + 24, PAGE.height - PAGE.margin - 24);
    this.line(content.footer, { x: this.x(0, full), width: full }, { size: 8.5, color: MUTED });
  }
}

/** The invoice's PDF bytes. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const writer = new InvoiceWriter(content);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    writer.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    writer.doc.on('end', () => resolve(Buffer.concat(chunks)));
    writer.doc.on('error', reject);
    writer.write();
    writer.doc.end();
  });
}
