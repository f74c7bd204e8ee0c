/**
 * SVG uploads are refused, not cleaned, when they could do anything but draw: a cleaner must understand every
 * trick a browser might run, a refusal only has to recognise that something is there. Logos drawn by Illustrator,
 * Inkscape or Figma pass; a file that needs anything below is refused with the reason.
 *
 * Refused: a doctype or entities (XXE, billion laughs), processing instructions other than the XML declaration,
 * `<script>`, `<foreignObject>` and any element outside the drawing set (HTML, iframes, animations, which can rewrite
 * a link to `javascript:`), `on*` event attributes, `javascript:`/`vbscript:`/`data:` URLs other than raster
 * images, references to anything outside the file (`href` other than `#id`, CSS `url()` other than `#id`,
 * `@import`, `xml:base`), the XHTML or MathML namespaces, and text that is not well-formed enough to read.
 */

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Namespaces whose elements a browser would run or render as something other than a drawing. */
const FORBIDDEN_NS = [/xhtml/i, /mathml/i, /xsl/i, /xinclude/i, /xml-events/i, /xmlevents/i];

const DRAWING = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'switch',
    'a',
    'view',
    'style',
    'image',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
  ].map((n) => n.toLowerCase()),
);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Attribute text as the browser reads it: character references decoded; undefined entities are an error. */
function decode(value: string): string | null {
  let bad = false;
  const out = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (_, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff) {
        bad = true;
        return '';
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref.toLowerCase()];
    if (named === undefined) bad = true;
    return named ?? '';
  });
  return bad ? null : out;
}

/** Letters only, lower case: what a URL scheme check must see through (`java\tscript:`, `JaVaScRiPt:`). */
const squeeze = (s: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what a scheme check must strip
  s.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();

const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]*$/i;

function checkUrl(raw: string): string | null {
  const v = squeeze(raw);
  if (v.startsWith('#')) return null;
  if (RASTER_DATA.test(raw.trim())) return null;
  if (/^(javascript|vbscript|livescript):/.test(v)) return 'a script URL';
  if (v.startsWith('data:')) return 'a data URL that is not an image';
  return 'a reference to another file';
}

function checkCss(css: string): string | null {
  const v = squeeze(css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\[0-9a-f]{1,6}\s?|\\./gi, '\\'));
  if (v.includes('\\')) return 'escaped characters in a style';
  if (v.includes('@import')) return 'a style import';
  if (/javascript:|vbscript:|expression\(|behavior:|-moz-binding/.test(v)) return 'a script in a style';
  for (const m of v.matchAll(/url\(([^)]*)\)/g)) {
    const why = checkUrl((m[1] ?? '').replace(/^["']|["']$/g, ''));
    if (why) return why;
  }
  return null;
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'base']);
const TAG = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*>/y;
const ATTR = /\s+([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

export function checkSvg(bytes: Buffer): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not UTF-8 text' };
  }
  text = text.replace(/^\uFEFF/, '');
  const refuse = (reason: string): SvgVerdict => ({ ok: false, reason });
  const prefixes = new Map<string, string>([
    ['xml', 'http://www.w3.org/XML/1998/namespace'],
    ['xlink', 'http://www.w3.org/1999/xlink'],
  ]);
  const stack: string[] = [];
  let rootSeen = false;
  let styleText = '';
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = lt < 0 ? text.slice(at) : text.slice(at, lt);
    if (decode(chunk) === null) return refuse('an entity');
    if (stack.at(-1) === 'style') styleText += chunk;
    else if (stack.length === 0 && chunk.trim() !== '') return refuse('text outside the drawing');
    if (lt < 0) break;
    const rest = text.slice(lt, lt + 8);
    if (rest.startsWith('<!--')) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) return refuse('an unclosed comment');
      at = end + 3;
      continue;
    }
    if (rest.startsWith('<![CDATA[')) {
      const end = text.indexOf(']]>', lt);
      if (end < 0) return refuse('an unclosed CDATA section');
      if (stack.at(-1) === 'style') styleText += text.slice(lt + 9, end);
      at = end + 3;
      continue;
    }
    if (rest.startsWith('<!')) return refuse('a doctype or entity declaration');
    if (rest.startsWith('<?')) {
      const end = text.indexOf('?>', lt);
      if (end < 0 || lt !== text.search(/\S/) || !/^<\?xml\s/.test(text.slice(lt, end))) {
        return refuse('a processing instruction');
      }
      at = end + 2;
      continue;
    }
    if (rest.startsWith('</')) {
      END_TAG.lastIndex = lt;
      const m = END_TAG.exec(text);
      const name = m?.[1]?.replace(/^.*:/, '').toLowerCase();
      if (!m || name !== stack.pop()) return refuse('tags that do not close in order');
      if (name === 'style') {
        const why = checkCss(styleText);
        if (why) return refuse(why);
        styleText = '';
      }
      at = lt + m[0].length;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(text);
    if (!m) return refuse('a tag that cannot be read');
    const [whole, qname = '', attrText = '', selfClosing] = m;
    if (stack.at(-1) === 'style') return refuse('markup inside a style');

    for (const a of attrText.matchAll(ATTR)) {
      const attrName = a[1] ?? '';
      const value = decode(a[2] ?? a[3] ?? '');
      if (value === null) return refuse('an entity');
      if (attrName === 'xmlns') {
        if (value !== SVG_NS) return refuse('a namespace other than SVG');
      } else if (attrName.startsWith('xmlns:')) {
        const prefix = attrName.slice(6);
        if (FORBIDDEN_NS.some((ns) => ns.test(value))) return refuse('an HTML or script namespace');
        if (prefixes.has(prefix) && prefixes.get(prefix) !== value) return refuse('a namespace prefix bound twice');
        prefixes.set(prefix, value);
      }
      const local = attrName.replace(/^.*:/, '').toLowerCase();
      if (local.startsWith('on')) return refuse('an event handler attribute');
      if (attrName.toLowerCase() === 'xml:base') return refuse('a base URL');
      if (URL_ATTRS.has(local)) {
        const why = checkUrl(value);
        if (why) return refuse(why);
      } else if (/(javascript|vbscript|livescript):/.test(squeeze(value))) return refuse('a script URL');
      if (local === 'style') {
        const why = checkCss(value);
        if (why) return refuse(why);
      } else if (/url\(/i.test(value)) {
        const why = checkCss(value);
        if (why) return refuse(why);
      }
    }

    const colon = qname.indexOf(':');
    const local = (colon < 0 ? qname : qname.slice(colon + 1)).toLowerCase();
    const ns = colon < 0 ? SVG_NS : prefixes.get(qname.slice(0, colon));
    if (colon >= 0 && ns === undefined) return refuse('an undeclared namespace prefix');
    if (ns === SVG_NS && !DRAWING.has(local)) return refuse(`the element <${local}>`);
    if (!rootSeen) {
      if (local !== 'svg' || ns !== SVG_NS) return refuse('a root element other than <svg>');
      rootSeen = true;
    } else if (stack.length === 0) return refuse('more than one root element');
    if (!selfClosing) stack.push(local);
    at = lt + whole.length;
  }
  if (!rootSeen) return refuse('no <svg> root element');
  if (stack.length > 0) return refuse('an unclosed element');
  return { ok: true };
}
