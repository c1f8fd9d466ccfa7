import { createRequire } from 'node:module';
import path from 'node:path';
import type PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** The Roboto shipped with pdfmake (it has the Polish letters); never the standard PDF fonts. */
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};

/**
 * pdfmake's server build is one shared instance: the fonts are ours, it reads only them and
 * fetches nothing from the network. Loaded at the first document, not at every start of the server.
 */
let loaded: Promise<typeof PdfMake> | undefined;
const pdfmake = () =>
  (loaded ??= import('pdfmake').then((module) => {
    // Node hands a CommonJS module's exports to import() as its default.
    const pdfMake = (module as unknown as { default: typeof PdfMake }).default;
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
    return pdfMake;
  }));

export type RenderOptions = {
  /** Deflate the page streams (default); off, the PDF's drawing operators can be read as text. */
  compress?: boolean;
};

/** A document definition rendered to PDF bytes with the bundled Roboto. */
export const renderPdf = async (definition: TDocumentDefinitions, { compress = true }: RenderOptions = {}): Promise<Buffer> => {
  const pdfMake = await pdfmake();
  pdfMake.setFonts(FONTS);
  return pdfMake.createPdf({ ...definition, compress }).getBuffer();
};
