import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The text of each page of a PDF drawn by pdf-lib with standard fonts, read back from the file:
 * every content stream of the page inflated, its hex strings (`<...> Tj`) decoded as WinAnsi
 * (Latin-1 for the letters we use). One array of drawn strings per page.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
    const texts: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const content = (filter && filter.toString() === '/FlateDecode' ? inflateSync(raw) : raw).toString('latin1');
      for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(m[1], 'hex').toString('latin1'));
    }
    return texts;
  });
}
