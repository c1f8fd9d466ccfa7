const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * A PDF's title: its document information, an indirect UTF-16BE string as pdfkit (under pdfmake)
 * writes it. The page text is drawn with subset fonts and is not readable without a PDF parser;
 * the title is, and the documents put their name and number in it.
 */
export const pdfTitle = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw);
  const start = ref ? raw.indexOf(`\n${ref[1]} 0 obj\n(`) : -1;
  if (start < 0) return '';
  let i = raw.indexOf('(', start) + 1;
  let bytes = '';
  for (let depth = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\') {
      const next = raw[++i];
      bytes += ESCAPES[next] ?? next;
    } else if (c === ')' && depth === 0) break;
    else {
      if (c === '(') depth++;
      if (c === ')') depth--;
      bytes += c;
    }
  }
  const buffer = Buffer.from(bytes, 'latin1');
  return buffer[0] === 0xfe && buffer[1] === 0xff ? Buffer.from(buffer.subarray(2)).swap16().toString('utf16le') : buffer.toString('latin1');
};
