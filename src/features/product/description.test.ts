import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description';

describe('description sanitiser', () => {
  it('keeps simple formatting without attributes', () => {
    expect(sanitizeDescription('<p class="x" onclick="evil()">Hi <strong>there</strong></p><ul><li>A</li></ul>')).toBe(
      '<p>Hi <strong>there</strong></p><ul><li>A</li></ul>',
    );
  });
  it('drops scripts, styles, links, images and comments', () => {
    expect(
      sanitizeDescription(
        '<p>a<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:x">b</a><!-- c --></p>',
      ),
    ).toBe('<p>ab</p>');
  });
  it('escapes stray angle brackets', () => {
    expect(sanitizeDescription('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
  });
  it('keeps part numbers in bdi and spec tables, drops drawings with their text, and closes what was left open', () => {
    expect(sanitizeDescription('<p dir="rtl">رقم <bdi>12345-A6789</bdi><svg><text>x</text></svg>')).toBe(
      '<p>رقم <bdi>12345-A6789</bdi></p>',
    );
    expect(sanitizeDescription('<table><tr><th>Width</th><td>12 mm')).toBe('<table><tr><th>Width</th><td>12 mm</td></tr></table>');
    // A post's headings and rules are not a description's.
    expect(sanitizeDescription('<h2>Fit</h2><hr><h5>Note</h5>')).toBe('Fit<h5>Note</h5>');
  });
});
