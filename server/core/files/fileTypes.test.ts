import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, decodeHeaderName, downloadHeaders, opensInline, sniffContentType } from './fileTypes';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffContentType', () => {
  it('knows pdf, jpeg and png by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.4\n%âãÏÓ\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
  });

  it('calls anything else opaque binary, whatever it claims to be', () => {
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('application/octet-stream');
    expect(sniffContentType(Buffer.from(' %PDF-1.4'))).toBe('application/octet-stream');
    expect(sniffContentType(Buffer.from('%PDF'))).toBe('application/octet-stream');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('application/octet-stream');
    expect(sniffContentType(bytes(0xff, 0xd8))).toBe('application/octet-stream');
    expect(sniffContentType(new Uint8Array())).toBe('application/octet-stream');
  });
});

describe('opensInline', () => {
  it('opens only pdf, jpeg and png in the browser', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png'].every(opensInline)).toBe(true);
    expect(opensInline('application/octet-stream')).toBe(false);
    expect(opensInline('text/html')).toBe(false);
    expect(opensInline('image/svg+xml')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\jan\\zdjęcie 1.png')).toBe('zdjęcie 1.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('  ')).toBe('plik');
    expect(cleanFileName(undefined)).toBe('plik');
    expect(cleanFileName('..')).toBe('plik');
  });

  it('cuts a long name to 255 characters without splitting one', () => {
    const name = cleanFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀')).toBe(true);
  });
});

describe('decodeHeaderName', () => {
  it('reads UTF-8 bytes that arrived as latin1 back as UTF-8', () => {
    expect(decodeHeaderName(Buffer.from('zażółć.pdf', 'utf8').toString('latin1'))).toBe('zażółć.pdf');
  });
  it('leaves plain ASCII, real latin1 and already decoded names alone', () => {
    expect(decodeHeaderName('report.pdf')).toBe('report.pdf');
    expect(decodeHeaderName('caf\u00e9.pdf')).toBe('caf\u00e9.pdf');
    expect(decodeHeaderName('zażółć.pdf')).toBe('zażółć.pdf');
  });
});

describe('contentDisposition', () => {
  it('gives inline or attachment with an ASCII fallback and the RFC 5987 UTF-8 name', () => {
    expect(contentDisposition('protokół "1".pdf', true)).toBe(`inline; filename="protok__ _1_.pdf"; filename*=UTF-8''protok%C3%B3%C5%82%20%221%22.pdf`);
  });
  it('never lets the name break out of the header', () => {
    const header = contentDisposition('a";\r\nSet-Cookie: x=1.txt', false);
    expect(header.startsWith('attachment; filename="')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain("filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x%3D1.txt");
    expect(contentDisposition("it's (1)*.txt", false)).toContain("filename*=UTF-8''it%27s%20%281%29%2A.txt");
  });
});

describe('downloadHeaders', () => {
  it('opens pdf inline without a sandbox the PDF viewer cannot run in, but with no active content', () => {
    const h = downloadHeaders('application/pdf', 'a.pdf', 10);
    expect(h['content-disposition']).toMatch(/^inline;/);
    expect(h['content-security-policy']).toMatch(/default-src 'none'/);
    expect(h['content-security-policy']).not.toMatch(/script-src/);
    expect(h['x-content-type-options']).toBe('nosniff');
  });
  it('sandboxes images and downloads everything else', () => {
    expect(downloadHeaders('image/png', 'a.png', 1)['content-security-policy']).toMatch(/^sandbox;/);
    expect(downloadHeaders('image/png', 'a.png', 1)['content-disposition']).toMatch(/^inline;/);
    const other = downloadHeaders('application/octet-stream', 'evil.pdf', 5);
    expect(other['content-disposition']).toMatch(/^attachment;/);
    expect(other['content-security-policy']).toMatch(/^sandbox;/);
    expect(other['content-length']).toBe('5');
  });
});
