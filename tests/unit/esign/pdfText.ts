import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';

/**
 * Text shown by a pdf-lib PDF drawn with standard fonts: every page content stream is
 * inflated and its hex strings (`<...> Tj`) decoded as WinAnsi (Latin-1 for the letters we use).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const content = (filter && filter.toString() === '/FlateDecode' ? inflateSync(raw) : raw).toString('latin1');
      for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(m[1], 'hex').toString('latin1'));
    }
  }
  return texts;
}
