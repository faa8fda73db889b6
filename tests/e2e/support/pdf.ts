/**
 * The pages of a PDF as Chromium's print writes it (page.pdf()): each page is an object of
 * `/Type /Page` with its `/MediaBox` in points, up to its `endobj`. Chromium writes them
 * uncompressed.
 */
export function pdfPages(pdf: Buffer): { readonly width: number; readonly height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)[\s\S]*?endobj/g) ?? [];
  return pages.map((page) => {
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(page);
    return { width: Number(box?.[3] ?? 0), height: Number(box?.[4] ?? 0) };
  });
}

/** A4 in points (210 × 297 mm), as a PDF measures it. */
export const A4 = { width: 595.3, height: 841.9 } as const;
