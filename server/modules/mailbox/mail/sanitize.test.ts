import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">kliknij</a>',
  '<a href=" JaVaScRiPt:alert(4)">b</a>',
  '<svg onload="alert(5)"><script>alert(6)</script><circle r="5"/></svg>',
  '<math><mi xlink:href="javascript:alert(7)">x</mi></math>',
  '<iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="y">',
  '<form action="https://evil.example"><input name="p"><button>OK</button></form>',
  '<div style="background-image:url(javascript:alert(8));color:red">styl</div>',
  '<p style="width: expression(alert(9))">e</p>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">d</a>',
];

describe('mail HTML sanitiser', () => {
  it('drops scripts, handlers, javascript: and data: links, SVG, MathML, frames, forms and url() styles', () => {
    const { html } = sanitizeMailHtml(`<p>Dzień dobry</p>${PAYLOADS.join('')}`);
    expect(html).toContain('<p>Dzień dobry</p>');
    for (const forbidden of ['<script', 'onerror', 'onload', 'javascript:', '<svg', '<math', '<iframe', '<object', '<embed', '<form', '<input', '<button', 'url(', 'expression', '<base', '<meta', 'data:text', 'alert(']) {
      expect(html.toLowerCase()).not.toContain(forbidden);
    }
    expect(html).toContain('color:red');
    expect(html).toContain('kliknij');
  });

  it('blocks remote images and says so; keeps them only when asked; inline data images stay', () => {
    const source = '<img src="https://tracker.example/p.gif" alt="logo"><img src="data:image/png;base64,iVBORw0KGgo=" alt="i">';
    const blocked = sanitizeMailHtml(source);
    expect(blocked.remoteImages).toBe(true);
    expect(blocked.html).not.toContain('tracker.example');
    expect(blocked.html).toContain('data-remote-image="blocked"');
    expect(blocked.html).toContain('data:image/png');
    const kept = sanitizeMailHtml(source, { keepRemoteImages: true });
    expect(kept.html).toContain('https://tracker.example/p.gif');
    expect(sanitizeMailHtml('<p>bez obrazów</p>').remoteImages).toBe(false);
  });

  it('opens links in a new window without an opener', () => {
    expect(sanitizeMailHtml('<a href="https://example.com/x">x</a>').html).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });
});
