import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the text tags of post bodies', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, event handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<div><p class="a">x</p></div>')).toBe('<p>x</p>');
  });
  it('keeps safe links only', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/catalog">x</a>')).toContain('href="/catalog"');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
  it('escapes stray brackets and closes what is left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeHtml('<p>ok &amp; fine</p></li>')).toBe('<p>ok &amp; fine</p>');
  });
  it('keeps only the tags it is given, and drops embedded drawings and players with their content', () => {
    expect(sanitizeHtml('<p>a <em>b</em> <a href="/x">c</a></p>', new Set(['p']))).toBe('<p>a b c</p>');
    expect(sanitizeHtml('<p>a<svg><text>x</text></svg><math><mi>y</mi></math><embed src="z"></p>')).toBe('<p>a</p>');
  });
});
