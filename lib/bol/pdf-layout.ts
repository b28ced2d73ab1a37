import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";

/** US Letter in points, with the margins of the bill of lading. */
export const PAGE = { width: 612, height: 792, margin: 40 };
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.42, 0.46);
export const RULE = rgb(0.82, 0.84, 0.87);
export const RED = rgb(0.8, 0.1, 0.1);
export const WHITE = rgb(1, 1, 1);

/**
 * The standard fonts encode WinAnsi only: a character outside it (an emoji, a CJK name) is
 * printed as "?" rather than failing the whole document.
 */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);
export function printable(text: string): string {
  return [...text.normalize("NFC")]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === "\n") return " ";
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)) return c;
      return "?";
    })
    .join("");
}

/** A top-down writer over pdf-lib: text that wraps, blocks that move to a new page when they do not fit. */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  page!: PDFPage;
  /** Distance from the page's top to where the next line goes. */
  y = 0;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer("Vehicle Transport Jobs");
    doc.setCreator("Vehicle Transport Jobs");
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, regular, bold);
  }

  get contentWidth() {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin - 20) this.newPage();
  }

  /** The lines `text` wraps into at `width`. */
  wrap(text: string, width: number, size: number, font = this.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(text).split(/\s*\u2029\s*/)) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes wrapped text at x (from the margin) within width; answers its height. */
  text(text: string, options: { x?: number; width?: number; size?: number; bold?: boolean; color?: typeof INK; advance?: boolean } = {}) {
    const { x = 0, width = this.contentWidth - x, size = 9, bold = false, color = INK, advance = true } = options;
    const font = bold ? this.bold : this.regular;
    const lines = this.wrap(text, width, size, font);
    const lineHeight = size * 1.3;
    this.ensure(lines.length * lineHeight);
    lines.forEach((line, i) => {
      this.page.drawText(line, { x: PAGE.margin + x, y: PAGE.height - this.y - size - i * lineHeight, size, font, color });
    });
    const height = lines.length * lineHeight;
    if (advance) this.y += height;
    return height;
  }

  heading(text: string, size = 12) {
    this.ensure(size * 3);
    this.y += size * 0.6;
    this.text(text, { size, bold: true });
    this.rule();
  }

  rule() {
    const y = PAGE.height - this.y - 2;
    this.page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: RULE });
    this.y += 6;
  }

  /** Label and value pairs in `columns` columns. */
  pairs(items: [string, string][], columns = 3) {
    const width = this.contentWidth / columns;
    for (let i = 0; i < items.length; i += columns) {
      const row = items.slice(i, i + columns);
      const heights = row.map(([label, value], c) => {
        const labelHeight = this.text(label, { x: c * width, width: width - 8, size: 7.5, color: MUTED, advance: false });
        this.y += labelHeight;
        const h = this.text(value || "—", { x: c * width, width: width - 8, size: 9, advance: false });
        this.y -= labelHeight;
        return labelHeight + h;
      });
      this.y += Math.max(...heights) + 4;
    }
  }

  image(image: PDFImage, x: number, width: number, height: number) {
    this.page.drawImage(image, { x: PAGE.margin + x, y: PAGE.height - this.y - height, width, height });
  }

  /** An SVG path (its own box) drawn at x, the current line, scaled to `scale`. */
  svg(path: string, x: number, scale: number, options: { color?: typeof INK; width?: number; fill?: typeof INK } = {}) {
    this.page.drawSvgPath(path, {
      x: PAGE.margin + x,
      y: PAGE.height - this.y,
      scale,
      borderColor: options.color ?? MUTED,
      borderWidth: options.width ?? 1,
      color: options.fill,
    });
  }

  /** A filled dot centred at (x, y below the current line). */
  circle(x: number, y: number, radius: number, color: typeof INK) {
    this.page.drawCircle({ x: PAGE.margin + x, y: PAGE.height - this.y - y, size: radius, color });
  }

  /** The footer of every page: "page i of n" and a line of its own. */
  footers(line: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = printable(`${line}   Page ${i + 1} of ${pages.length}`);
      page.drawText(text, { x: PAGE.margin, y: PAGE.margin / 2, size: 6.5, font: this.regular, color: MUTED, maxWidth: this.contentWidth });
    });
  }
}
