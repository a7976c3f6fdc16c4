import { CONTENT_TYPES } from '@trilha/storage';

/** Types of what packages hold beyond the storage's list (fonts, captions, icons, data). */
const PACKAGE_TYPES: Record<string, string> = {
  ...CONTENT_TYPES,
  mjs: 'text/javascript; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xsd: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  avif: 'image/avif',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  m4v: 'video/mp4',
  aac: 'audio/aac',
  wasm: 'application/wasm',
  swf: 'application/x-shockwave-flash',
};

/** The content type a package file is served as (nosniff: the browser takes it as said). */
export const packageContentType = (path: string): string => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && PACKAGE_TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
};
