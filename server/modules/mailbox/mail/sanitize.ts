import sanitizeHtml from 'sanitize-html';

/**
 * HTML of received mail and of signatures, cut down to an allow-list: text formatting, lists,
 * tables, links (http, https, mailto, tel; they open in a new window without an opener) and
 * images. No script, no event handler, no javascript: or other URL schemes, no SVG or MathML, no
 * forms, frames or objects; `style` keeps only harmless properties with plain values (no url(),
 * no expressions). Remote images (http, https) are blocked unless asked for: the `img` keeps
 * its alt text and `data-remote-image="blocked"`, and `remoteImages` says there were some.
 */
const TAGS = [
  'a', 'abbr', 'address', 'b', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strike', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

const CELL = ['align', 'valign', 'width', 'height', 'colspan', 'rowspan', 'bgcolor'];
const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['style', 'title', 'dir', 'lang', 'align'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'data-remote-image'],
  font: ['color', 'size', 'face'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
  td: CELL,
  th: CELL,
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  ol: ['start', 'type'],
};

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|pt|em|rem|%|ex)?$/i, /^auto$/i];
const LENGTHS = [/^(-?\d+(\.\d+)?(px|pt|em|rem|%)?\s*){1,4}$/i, /^auto$/i];
const WORDS = [/^[a-z-]{1,30}$/i];
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: COLOR,
    'background-color': COLOR,
    'text-align': [/^(left|right|center|justify)$/i],
    'vertical-align': WORDS,
    'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/i],
    'font-style': [/^(normal|italic|oblique)$/i],
    'font-size': LENGTH.concat([/^(xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i]),
    'font-family': [/^[\w\s,'"-]{1,100}$/],
    'text-decoration': [/^[a-z\s-]{1,40}$/i],
    'line-height': LENGTH.concat([/^normal$/i]),
    width: LENGTH,
    'max-width': LENGTH,
    height: LENGTH,
    margin: LENGTHS,
    padding: LENGTHS,
    border: [/^[\w\s#.,()%-]{1,60}$/],
    'border-collapse': WORDS,
    'white-space': WORDS,
    display: [/^(block|inline|inline-block|none|table|table-row|table-cell)$/i],
  },
};

export type SanitizedHtml = { html: string; remoteImages: boolean };

const isRemote = (src: string) => /^\s*(https?:)?\/\//i.test(src);

/** Mail HTML cut to the allow-list; remote images blocked unless `keepRemoteImages`. */
export const sanitizeMailHtml = (html: string, options: { keepRemoteImages?: boolean } = {}): SanitizedHtml => {
  let remoteImages = false;
  const clean = sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedStyles: STYLES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'xmp', 'iframe', 'object', 'svg', 'math'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
      img: (tagName, attribs) => {
        const { 'data-remote-image': _ignored, ...rest } = attribs;
        if (!isRemote(rest.src ?? '')) return { tagName, attribs: rest };
        remoteImages = true;
        if (options.keepRemoteImages) return { tagName, attribs: rest };
        const { src: _blocked, ...kept } = rest;
        return { tagName, attribs: { ...kept, 'data-remote-image': 'blocked' } };
      },
    },
  });
  return { html: clean, remoteImages };
};
