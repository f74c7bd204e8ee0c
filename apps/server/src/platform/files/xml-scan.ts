/**
 * A small XML scanner for the parts of a workbook: opening tags (with where their attributes stand), closing tags
 * and text, in document order, as a SAX parser reports them (a self-closing tag opens and closes). Text is handed
 * over as a range of the source: `decodeText` gives it as parsers do, entities decoded and line ends made `\n`. What
 * a workbook's data parts do not hold (CDATA, comments, a DOCTYPE, an entity it does not know) throws
 * `XmlUnsupported`: the caller reads the file another way.
 */

export class XmlUnsupported extends Error {}

export interface XmlHandler {
  /** A tag opens; its attributes are `xml.slice(from, to)` (read them with `attribute`). */
  open(name: string, from: number, to: number): void;
  /** Text stands at `xml.slice(from, to)`, undecoded. */
  text(from: number, to: number): void;
  close(name: string): void;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** Text as a parser hands it over: entities decoded, `\r\n` and `\r` made `\n`. */
export function decodeText(raw: string): string {
  let text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!text.includes('&')) return text;
  text = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);|&/g, (whole, body: string | undefined) => {
    if (body === undefined) throw new XmlUnsupported('a bare &');
    if (body[0] !== '#') {
      const named = NAMED[body];
      if (named === undefined) throw new XmlUnsupported(`the entity ${whole}`);
      return named;
    }
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!(code > 0 && code <= 0x10ffff)) throw new XmlUnsupported(`the character ${whole}`);
    return String.fromCodePoint(code);
  });
  return text;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Calls `each(name, value)` for every attribute among a tag's attributes (`xml.slice(from, to)`), values decoded.
 */
export function eachAttribute(xml: string, from: number, to: number, each: (name: string, value: string) => void) {
  let i = from;
  while (i < to) {
    while (i < to && isSpace(xml.charCodeAt(i))) i++;
    const start = i;
    while (i < to && xml.charCodeAt(i) !== 61 /* = */ && !isSpace(xml.charCodeAt(i))) i++;
    const end = i;
    while (i < to && isSpace(xml.charCodeAt(i))) i++;
    if (i >= to) {
      if (end > start) throw new XmlUnsupported('an attribute without a value');
      return;
    }
    if (xml.charCodeAt(i) !== 61) throw new XmlUnsupported('an attribute without a value');
    i++;
    while (i < to && isSpace(xml.charCodeAt(i))) i++;
    const quote = xml.charCodeAt(i);
    if (quote !== 34 && quote !== 39) throw new XmlUnsupported('an unquoted attribute');
    const close = xml.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (close < 0 || close >= to) throw new XmlUnsupported('an unclosed attribute');
    each(xml.slice(start, end), decodeText(xml.slice(i + 1, close)));
    i = close + 1;
  }
}

/** The value of attribute `name` among a tag's attributes (`xml.slice(from, to)`), decoded; undefined without one. */
export function attribute(xml: string, from: number, to: number, name: string): string | undefined {
  let found: string | undefined;
  eachAttribute(xml, from, to, (key, value) => {
    if (key === name && found === undefined) found = value;
  });
  return found;
}

/** Where the tag opened at `lt` ends (its `>`), past any `>` inside a quoted attribute value. */
function tagEnd(xml: string, lt: number): number {
  for (let j = lt + 1; j < xml.length; j++) {
    const ch = xml.charCodeAt(j);
    if (ch === 62 /* > */) return j;
    if (ch === 34 || ch === 39) {
      j = xml.indexOf(ch === 34 ? '"' : "'", j + 1);
      if (j < 0) break;
    } else if (ch === 60 /* < */) break;
  }
  throw new XmlUnsupported('an unclosed tag');
}

/** Scans `xml` from its root element on, calling `handler` for each tag and each run of text. */
export function scanXml(xml: string, handler: XmlHandler): void {
  const n = xml.length;
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  // The declaration and whitespace before the root element.
  for (;;) {
    while (i < n && isSpace(xml.charCodeAt(i))) i++;
    if (!xml.startsWith('<?', i)) break;
    const end = xml.indexOf('?>', i);
    if (end < 0) throw new XmlUnsupported('an unclosed declaration');
    i = end + 2;
  }
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      for (; i < n; i++) if (!isSpace(xml.charCodeAt(i))) throw new XmlUnsupported('text after the root element');
      return;
    }
    if (lt > i) handler.text(i, lt);
    const next = xml.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) throw new XmlUnsupported('a comment, CDATA or instruction');
    const gt = tagEnd(xml, lt);
    if (next === 47 /* / */) {
      let end = gt;
      while (isSpace(xml.charCodeAt(end - 1))) end--;
      handler.close(xml.slice(lt + 2, end));
    } else {
      const selfClosing = xml.charCodeAt(gt - 1) === 47;
      const to = selfClosing ? gt - 1 : gt;
      let cut = lt + 1;
      while (cut < to && !isSpace(xml.charCodeAt(cut))) cut++;
      const name = xml.slice(lt + 1, cut);
      handler.open(name, cut, to);
      if (selfClosing) handler.close(name);
    }
    i = gt + 1;
  }
}
