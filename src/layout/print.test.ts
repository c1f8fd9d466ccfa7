import { describe, expect, it } from 'vitest';
import { PRINT_TIMEOUT_MS, printableHtml } from './print';

describe('printableHtml', () => {
  it('holds the screen and its styles, with the title and language escaped', () => {
    const html = printableHtml({ title: 'Reklamacje <1>', lang: 'pl', css: '.a{color:red}', body: '<table><tr><td>RK/1</td></tr></table>' });
    expect(html).toContain('<title>Reklamacje &lt;1&gt;</title>');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('.a{color:red}');
    expect(html).toContain('<td>RK/1</td>');
  });
  it('keeps a style text from closing its element early', () => {
    const html = printableHtml({ title: 't', lang: 'pl', css: 'a{}</style><script>x</script>', body: '' });
    expect(html).not.toContain('</style><script>');
  });
  it('closes after the 1000 ms of spec §9', () => {
    expect(PRINT_TIMEOUT_MS).toBe(1000);
  });
});
