import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal zip writer for tests, which, unlike real zip libraries, writes what it is told: names
 * with `../`, absolute paths or backslashes, and headers that lie about sizes (zip bombs). Each
 * entry is deflated unless `store` is set.
 */
export type ZipEntryInput = {
  name: string;
  data: Buffer | string;
  store?: boolean;
  /** Claim this uncompressed size in the headers instead of the real one. */
  claimedSize?: number;
  /** Unix mode (e.g. 0o120777 for a symbolic link), in the external attributes. */
  mode?: number;
};

export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8');
    const body = e.store ? data : deflateRawSync(data, { level: 9 });
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(data);
    const size = e.claimedSize ?? data.length;
    const method = e.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const manifest12 = (href: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="trilha.test.12" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Curso de teste 1.2</title>
      <item identifier="i1" identifierref="r1"><title>Aula</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r0" type="webcontent" adlcp:scormtype="asset" href="assets/readme.html"><file href="assets/readme.html"/></resource>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="${href}"><file href="${href}"/></resource>
  </resources>
</manifest>`;

const manifest2004 = (href: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="trilha.test.2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o">
    <organization identifier="o"><title>Curso de teste 2004</title>
      <item identifier="m"><title>Módulo</title>
        <item identifier="i1" identifierref="sco1"><title>Aula</title></item>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco1" type="webcontent" adlcp:scormType="sco" href="${href}"><file href="${href}"/></resource>
  </resources>
</manifest>`;

/**
 * The page of a test package: on load it finds the LMS API in its parents, as real packages do,
 * and reports the calls' results in its body; a button completes the lesson.
 */
export const scoPage = (version: '1.2' | '2004') => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Aula SCORM ${version}</title>
<link rel="stylesheet" href="style.css"></head>
<body><h1>Aula SCORM ${version}</h1>
<p id="status">carregando</p>
<button id="complete" type="button">Concluir aula</button>
<script src="sco.js"></script>
</body></html>`;

export const scoScript = (version: '1.2' | '2004') => `(function () {
  var v = ${JSON.stringify(version)};
  function find(w) { for (var i = 0; w && i < 10; i++) { var a = v === '1.2' ? w.API : w.API_1484_11; if (a) return a; if (w.parent === w) break; w = w.parent; } return null; }
  var api = find(window.parent);
  var out = document.getElementById('status');
  if (!api) { out.textContent = 'sem API'; return; }
  var init = v === '1.2' ? api.LMSInitialize('') : api.Initialize('');
  setTimeout(function () {
    var st = v === '1.2' ? api.LMSGetValue('cmi.core.lesson_status') : api.GetValue('cmi.completion_status');
    out.textContent = 'iniciado=' + init + ' status=' + st;
  }, 300);
  document.getElementById('complete').addEventListener('click', function () {
    if (v === '1.2') {
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSSetValue('cmi.core.score.raw', '90');
      api.LMSCommit('');
    } else {
      api.SetValue('cmi.completion_status', 'completed');
      api.SetValue('cmi.success_status', 'passed');
      api.SetValue('cmi.score.raw', '90');
      api.Commit('');
    }
    out.textContent = 'concluído';
  });
})();`;

/** A small valid package of either edition: manifest, page, script, stylesheet, an asset. */
export function scormPackage(version: '1.2' | '2004', o: { extra?: ZipEntryInput[]; href?: string } = {}): Buffer {
  const href = o.href ?? 'content/index.html';
  return buildZip([
    { name: 'imsmanifest.xml', data: version === '1.2' ? manifest12(href) : manifest2004(href) },
    { name: 'content/', data: '' },
    { name: 'content/index.html', data: scoPage(version) },
    { name: 'content/sco.js', data: scoScript(version) },
    { name: 'content/style.css', data: 'body{font-family:sans-serif;margin:2rem}' },
    { name: 'assets/readme.html', data: '<p>leia-me</p>' },
    ...(o.extra ?? []),
  ]);
}
