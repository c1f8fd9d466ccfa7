/**
 * Raw messages as Polish mail arrives: ISO-8859-2, Windows-1250 and UTF-8 bodies, attachment
 * names in RFC 2231 (with a charset, and continued over several parameters) and RFC 2047, and an
 * HTML body carrying the usual XSS payloads. The encoders are checked against TextDecoder.
 */
const ISO_8859_2: Record<string, number> = { ą: 0xb1, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0xb6, ź: 0xbc, ż: 0xbf, Ą: 0xa1, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ś: 0xa6, Ź: 0xac, Ż: 0xaf };
const WINDOWS_1250: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ą: 0xa5, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ś: 0x8c, Ź: 0x8f, Ż: 0xaf };

const encoder = (table: Record<string, number>, label: string) => (text: string): Buffer => {
  const bytes = Buffer.from(Array.from(text, (c) => table[c] ?? (c.charCodeAt(0) < 128 ? c.charCodeAt(0) : Number.NaN)));
  if (bytes.some((b) => Number.isNaN(b)) || new TextDecoder(label).decode(bytes) !== text) throw new Error(`${text} is not ${label}`);
  return bytes;
};
export const iso88592 = encoder(ISO_8859_2, 'iso-8859-2');
export const windows1250 = encoder(WINDOWS_1250, 'windows-1250');

const percent = (bytes: Buffer) => Array.from(bytes, (b) => (/[A-Za-z0-9._-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
const qp = (bytes: Buffer) => Array.from(bytes, (b) => (b >= 33 && b <= 126 && b !== 61 ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

export const NAMES = {
  iso: 'Zgłoszenie reklamacji – Łódź.txt'.replace('–', '-'),
  windows: 'Zażółć gęślą jaźń.txt',
  utf8: 'Protokół ŹŻĆ źdźbło śnieżnobiałe ąęółńść.pdf',
};
export const BODIES = { iso: 'Proszę o szybką odpowiedź, Łódź', windows: 'Żółta łódź pływa po jeziorze', utf8: 'Treść w UTF-8: zażółć gęślą jaźń' };
export const SUBJECTS = { iso: 'Reklamacja okna – pilne'.replace('–', '-'), windows: 'Zamówienie żółtych drzwi', utf8: 'Załącznik PDF – ważne' };
export const PDF_BYTES = Buffer.from('%PDF-1.4\n% test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const REMOTE_IMAGE = 'https://tracker.example.com/pixel.gif';

export const XSS_HTML = [
  `<p>${BODIES.utf8}</p>`,
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 2">',
  '<a href="javascript:window.pwned = 3">kliknij tutaj</a>',
  '<svg onload="window.pwned = 4"><circle r="9"></circle></svg>',
  `<img src="${REMOTE_IMAGE}" alt="piksel">`,
].join('\n');

const crlf = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;

/** ISO-8859-2 text, the subject in RFC 2047 Q, the attachment named in RFC 2231 with its charset. */
export const isoMessage = (): Buffer =>
  Buffer.concat([
    Buffer.from(
      crlf([
        'From: =?ISO-8859-2?Q?Pawe=B3_Kowalski?= <pawel@klient.pl>',
        'To: biuro@firma.pl',
        `Subject: =?ISO-8859-2?Q?${qp(iso88592(SUBJECTS.iso)).replace(/ /g, '_').replace(/=20/g, '_')}?=`,
        'Date: Mon, 02 Mar 2026 10:15:00 +0100',
        'Message-ID: <iso-1@klient.pl>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=ISO-8859-2',
        'Content-Transfer-Encoding: 8bit',
        '',
      ]),
    ),
    iso88592(BODIES.iso),
    Buffer.from(
      crlf([
        '',
        '--b1',
        'Content-Type: text/plain; charset=us-ascii',
        `Content-Disposition: attachment; filename*=iso-8859-2''${percent(iso88592(NAMES.iso))}`,
        '',
        'tresc zalacznika',
        '--b1--',
      ]),
    ),
  ]);

/** Windows-1250 HTML in quoted-printable, the attachment named in RFC 2047 B (name and filename). */
export const windowsMessage = (): Buffer => {
  const word = `=?windows-1250?B?${windows1250(NAMES.windows).toString('base64')}?=`;
  return Buffer.from(
    crlf([
      'From: Anna Nowak <anna@klient.pl>',
      'To: biuro@firma.pl',
      `Subject: =?windows-1250?B?${windows1250(SUBJECTS.windows).toString('base64')}?=`,
      'Date: Tue, 03 Mar 2026 11:00:00 +0100',
      'Message-ID: <win-1@klient.pl>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b2"',
      '',
      '--b2',
      'Content-Type: text/html; charset=windows-1250',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      `<p>${qp(windows1250(BODIES.windows))}</p>`,
      '--b2',
      `Content-Type: application/octet-stream; name="${word}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${word}"`,
      '',
      Buffer.from('dane binarne').toString('base64'),
      '--b2--',
    ]),
  );
};

/** UTF-8 HTML with XSS payloads and a remote image, a PDF named in RFC 2231 continued over two parameters. */
export const utf8Message = (): Buffer => {
  const encoded = percent(Buffer.from(NAMES.utf8, 'utf8'));
  const half = encoded.indexOf('%', Math.floor(encoded.length / 2));
  return Buffer.from(
    crlf([
      'From: =?UTF-8?B?' + Buffer.from('Żaneta Wiśniewska').toString('base64') + '?= <zaneta@klient.pl>',
      'To: biuro@firma.pl',
      `Subject: =?UTF-8?B?${Buffer.from(SUBJECTS.utf8).toString('base64')}?=`,
      'Date: Wed, 04 Mar 2026 12:30:00 +0100',
      'Message-ID: <utf-1@klient.pl>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b3"',
      '',
      '--b3',
      'Content-Type: text/html; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(XSS_HTML).toString('base64'),
      '--b3',
      'Content-Type: application/pdf',
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename*0*=utf-8''${encoded.slice(0, half)}; filename*1*=${encoded.slice(half)}`,
      '',
      PDF_BYTES.toString('base64'),
      '--b3--',
    ]),
  );
};

/** A plain message for filling a folder. */
export const plainMessage = (n: number, attachment?: Buffer): Buffer =>
  Buffer.from(
    crlf([
      `From: Nadawca ${n} <nadawca${n}@klient.pl>`,
      'To: biuro@firma.pl',
      `Subject: Wiadomość numer ${n}`,
      `Date: ${new Date(Date.UTC(2026, 0, 1) + n * 60_000).toUTCString()}`,
      `Message-ID: <m-${n}@klient.pl>`,
      'MIME-Version: 1.0',
      ...(attachment
        ? [
            'Content-Type: multipart/mixed; boundary="bb"',
            '',
            '--bb',
            'Content-Type: text/plain; charset=UTF-8',
            '',
            `Treść ${n}`,
            '--bb',
            'Content-Type: application/octet-stream',
            'Content-Transfer-Encoding: base64',
            'Content-Disposition: attachment; filename="duzy.bin"',
            '',
            attachment.toString('base64').replace(/.{76}/g, '$&\r\n'),
            '--bb--',
          ]
        : ['Content-Type: text/plain; charset=UTF-8', '', `Treść ${n}`]),
    ]),
  );
