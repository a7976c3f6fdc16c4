// The demo tenant's SCORM package, generated here (no binary in the repository): a short SCORM 1.2
// course in Portuguese with three pages, which talks to the LMS as real packages do —
// LMSInitialize, resumes from cmi.core.lesson_location, records the page it is on, and on the
// last page sets a score and lesson_status "passed"/"completed" and commits.
import { strToU8, zipSync } from 'fflate';

const manifest = (title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="trilha.demo.scorm" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="trilha_org">
    <organization identifier="trilha_org">
      <title>${escapeXml(title)}</title>
      <item identifier="item_1" identifierref="sco_1"><title>${escapeXml(title)}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco_1" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/><file href="curso.js"/><file href="curso.css"/>
    </resource>
  </resources>
</manifest>
`;

const page = (title: string) => `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title><link rel="stylesheet" href="curso.css"></head>
<body>
<main>
  <p class="eyebrow">Curso interativo</p>
  <h1>${escapeXml(title)}</h1>
  <section data-page="1">
    <h2>1. Por que este curso?</h2>
    <p>Em poucos minutos você vai revisar os princípios que orientam as decisões do dia a dia:
    transparência, respeito e responsabilidade.</p>
  </section>
  <section data-page="2" hidden>
    <h2>2. Na prática</h2>
    <ul>
      <li>Registre decisões importantes e o motivo de cada uma.</li>
      <li>Na dúvida, pergunte antes de agir.</li>
      <li>Proteja os dados de clientes e colegas.</li>
    </ul>
  </section>
  <section data-page="3" hidden>
    <h2>3. Verifique o que aprendeu</h2>
    <p>Um colega pede a senha do seu acesso para adiantar uma tarefa. O que fazer?</p>
    <label><input type="radio" name="q" value="a"> Compartilhar, é só desta vez</label>
    <label><input type="radio" name="q" value="b"> Não compartilhar e oferecer ajuda de outra forma</label>
    <p id="feedback" role="status"></p>
  </section>
  <nav>
    <button type="button" id="prev">Anterior</button>
    <span id="where"></span>
    <button type="button" id="next">Próxima</button>
    <button type="button" id="finish" hidden>Concluir curso</button>
  </nav>
</main>
<script src="curso.js"></script>
</body>
</html>
`;

const script = `(function () {
  function findApi(w) {
    for (var i = 0; w && i < 10; i++) { if (w.API) return w.API; if (w.parent === w) break; w = w.parent; }
    return null;
  }
  var api = findApi(window.parent) || findApi(window.opener);
  if (api) api.LMSInitialize('');
  var total = 3;
  var saved = api ? parseInt(api.LMSGetValue('cmi.core.lesson_location'), 10) : NaN;
  var current = saved >= 1 && saved <= total ? saved : 1;
  if (api && api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  function show(n) {
    current = n;
    var pages = document.querySelectorAll('[data-page]');
    for (var i = 0; i < pages.length; i++) pages[i].hidden = Number(pages[i].getAttribute('data-page')) !== n;
    document.getElementById('where').textContent = 'Página ' + n + ' de ' + total;
    document.getElementById('prev').disabled = n === 1;
    document.getElementById('next').hidden = n === total;
    document.getElementById('finish').hidden = n !== total;
    if (api) { api.LMSSetValue('cmi.core.lesson_location', String(n)); api.LMSCommit(''); }
  }
  document.getElementById('prev').onclick = function () { show(Math.max(1, current - 1)); };
  document.getElementById('next').onclick = function () { show(Math.min(total, current + 1)); };
  document.getElementById('finish').onclick = function () {
    var answer = document.querySelector('input[name=q]:checked');
    var right = answer && answer.value === 'b';
    document.getElementById('feedback').textContent = right
      ? 'Isso mesmo! Curso concluído.'
      : 'Curso concluído. Revise: senhas nunca devem ser compartilhadas.';
    if (api) {
      api.LMSSetValue('cmi.core.score.raw', right ? '100' : '50');
      api.LMSSetValue('cmi.core.lesson_status', right ? 'passed' : 'completed');
      api.LMSCommit('');
    }
  };
  window.addEventListener('pagehide', function () { if (api) api.LMSFinish(''); });
  show(current);
})();
`;

const css = `body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#fff7ed}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
.eyebrow{margin:0;color:#c2410c;font-weight:600;font-size:.875rem}
h1{margin:.25rem 0 1.5rem;font-size:1.75rem}
section{background:#fff;border:1px solid #fed7aa;border-radius:.75rem;padding:1.25rem;margin-bottom:1.25rem}
label{display:block;padding:.5rem 0}
nav{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button{min-height:2.75rem;padding:0 1rem;border-radius:.5rem;border:1px solid #ea580c;background:#ea580c;color:#fff;font-weight:600}
button:disabled{opacity:.5}
#prev{background:#fff;color:#c2410c}
#where{color:#475569;font-size:.875rem}
`;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The package's bytes (a .zip), titled after the item it is for. */
export function demoScormPackage(title: string): Uint8Array {
  return zipSync(
    {
      'imsmanifest.xml': strToU8(manifest(title)),
      'index.html': strToU8(page(title)),
      'curso.js': strToU8(script),
      'curso.css': strToU8(css),
    },
    { level: 9 },
  );
}

/** The launch page inside demoScormPackage's zip (what the manifest names). */
export const DEMO_SCORM_ENTRY_POINT = 'index.html';
