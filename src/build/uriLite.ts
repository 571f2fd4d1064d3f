/**
 * Build-time stand-in for `fast-uri` (aliased in vite.config.ts; ~7 KB gzip on /apply).
 * @rjsf/utils only calls `resolve` (to make `$ref`s absolute) and `equal` (to find an embedded
 * `$id`); both are RFC 3986 (section 5.2 reference resolution, scheme and host compared
 * case-insensitively). tests/unit/uriLite.test.ts checks them against fast-uri itself.
 */

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

const URI = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

function parse(uri: string): Parts {
  const m = URI.exec(uri)!;
  return { scheme: m[1], authority: m[2], path: m[3] ?? '', query: m[4], fragment: m[5] };
}

function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && out.length > (path.startsWith('/') ? 1 : 0)) out.pop();
      if (last) out.push('');
    } else out.push(segment);
  }
  return out.join('/');
}

/** Dot segments of a relative path (no scheme, no authority): leading `..` are kept. */
function removeDotSegmentsRelative(path: string): string {
  if (path === '' || path.startsWith('/')) return removeDotSegments(path);
  const segments = path.split('/');
  const out: string[] = [];
  let trailingDirectory = false;
  segments.forEach((segment, i) => {
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (out.length !== 0 && out[out.length - 1] !== '..') out.pop();
        else out.push('..');
      }
      trailingDirectory = i === segments.length - 1;
    } else out.push(segment);
  });
  if (trailingDirectory && out[out.length - 1] !== '..') out.push('');
  if (out.length === 0 || out[0] === '' || out[0].includes(':')) out.unshift('.');
  return out.join('/');
}

function serialize(p: Parts): string {
  let s = '';
  if (p.scheme !== undefined) s += `${p.scheme.toLowerCase()}:`;
  if (p.authority !== undefined) s += `//${p.authority.toLowerCase()}`;
  s += p.path;
  if (p.query !== undefined) s += `?${p.query}`;
  if (p.fragment !== undefined) s += `#${p.fragment}`;
  return s;
}

/** `relative` resolved against `base` (RFC 3986 section 5.2.2). */
export function resolve(base: string, relative: string): string {
  const b = parse(base);
  const r = parse(relative);
  let t: Parts;
  if (r.scheme !== undefined) t = { ...r, path: removeDotSegments(r.path) };
  else if (r.authority !== undefined) t = { ...r, scheme: b.scheme, path: removeDotSegments(r.path) };
  else if (r.path === '') t = { ...b, query: r.query ?? b.query, fragment: r.fragment };
  else {
    let path: string;
    if (r.path.startsWith('/')) path = r.path;
    else if (b.authority !== undefined && b.path === '') path = `/${r.path}`;
    else path = b.path.slice(0, b.path.lastIndexOf('/') + 1) + r.path;
    const relativeBase = b.scheme === undefined && b.authority === undefined && !path.startsWith('/');
    path = relativeBase ? removeDotSegmentsRelative(path) : removeDotSegments(path);
    t = { scheme: b.scheme, authority: b.authority, path, query: r.query, fragment: r.fragment };
  }
  return serialize(t);
}

/** Whether two URIs are the same after normalising case of scheme and host. */
export function equal(a: string, b: string): boolean {
  return serialize(parse(a)) === serialize(parse(b));
}

export default { resolve, equal };
