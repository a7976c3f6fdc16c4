// The SCORM player page's script, served as /scorm/runtime/player.js on the content origin. Kept
// as text in a module (not a file read beside it) so the production bundle carries it.
export const PLAYER_SCRIPT = `// The SCORM player page's script (served as /scorm/runtime/player.js on the content origin).
// It stands between the web client (the parent window, where scorm-again's real API runs behind
// CrossFrameLMS) and the package (the child frame, same origin as this page). The package looks
// for window.API (SCORM 1.2) or window.API_1484_11 (2004) in its parents and finds scorm-again's
// CrossFrameAPI here, which relays every call to the web client by postMessage, to its origin only.
(function () {
  'use strict';
  var root = document.documentElement;
  var api = new window.CrossFrameAPI(root.getAttribute('data-parent-origin'), window.parent);
  window.API = api;
  window.API_1484_11 = api;

  var frame = document.getElementById('sco');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    frame.src = root.getAttribute('data-content-url');
  }
  // Warm CrossFrameAPI's cache with the learner's saved data before the package starts, so its
  // first GetValue (resuming from suspend_data, lesson_location…) answers the saved value at once.
  api
    ._post('getFlattenedCMI', [])
    .then(function (all) {
      if (!all || typeof all !== 'object') return;
      Object.keys(all).forEach(function (key) {
        var value = all[key];
        if (value === null || typeof value !== 'object') api._cache.set(key, String(value));
      });
    })
    .catch(function () {})
    .then(start);
  // Never leave the learner before a blank page if the web client does not answer.
  window.setTimeout(start, 5000);
})();
`;
