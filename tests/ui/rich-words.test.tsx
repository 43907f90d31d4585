// Decision 0311: words with marked parts (Lingui's <0>…</0>) render each part by the element the view gives, so a
// translation may move the bold address or the link within its sentence.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '#src/views/account/parts/words.ts';
import { richParts, RichWords } from '#src/ui/rich-words.tsx';

const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);

describe('RichWords', () => {
  it("renders a message's marked words inside the view's element, its placeholders filled", () => {
    expect(html(<RichWords id="account.code.lead" values={{ maskedEmail: '*****.com' }} parts={[<strong />]} />)).toBe(
      'To keep your account safe, we sent a 6-digit code to <strong>*****.com</strong>. It works for 10 minutes.',
    );
    expect(html(<RichWords id="account.common.haveAccount" parts={[<a href="/sign-in" />]} />)).toBe('Already have an account? <a href="/sign-in">Sign in</a>');
  });

  it('keeps the order a translation gives, takes a self-closing mark, and refuses a mark the view does not give', () => {
    expect(html(<>{richParts('<1>b</1> then <0>a</0>, <2/>.', [<em />, <strong />, <br />])}</>)).toBe('<strong>b</strong> then <em>a</em>, <br/>.');
    expect(() => richParts('See <1>this</1>', [<em />])).toThrow("The words 'See <1>this</1>' mark part <1>, which the view does not give");
  });
});
