// Runs before the app, as a classic script (the page's Content-Security-Policy allows no inline
// script). Its jobs:
// 1. Apply the saved theme before first paint (no flash of the wrong theme).
// 2. Narrow the page's connect-src to the app itself, OpenAI, the saved OpenAI-compatible base
//    URL and (3.) the trace collector when one is configured and turned on. index.html's own
//    policy allows any http(s) connection; a second policy only ever narrows (every policy must
//    allow a request), so this one decides. A changed base URL or collector needs a reload (the
//    settings dialogs say so). (4.) MCP server origins are added only when the person allowed
//    them in the app (localStorage switchboard.mcpOrigins), never because a graph file names
//    one. See docs/SECURITY.md and docs/MCP.md.
(function () {
  try {
    var ui = JSON.parse(localStorage.getItem('switchboard.ui') || '{}').state || {};
    var dark = ui.theme ? ui.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  } catch (e) {
    document.documentElement.dataset.theme = 'light';
  }
  var origins = ['https://api.openai.com'];
  try {
    var saved = JSON.parse(localStorage.getItem('switchboard.modelSettings') || '{}');
    var base = typeof saved.baseURL === 'string' && saved.baseURL.trim() ? saved.baseURL.trim() : 'http://localhost:11434/v1';
    var url = new URL(base);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && origins.indexOf(url.origin) < 0) origins.push(url.origin);
  } catch (e) {
    // an unreadable setting: only OpenAI and the app
  }
  document.documentElement.dataset.modelOrigins = origins.join(' ');
  // 3. The OpenTelemetry collector, only when the user turned sending on and gave an endpoint
  //    (Trace -> Collector settings; docs/OBSERVABILITY.md).
  var collector = '';
  try {
    var otel = JSON.parse(localStorage.getItem('switchboard.collector') || '{}');
    if (otel && otel.enabled === true && typeof otel.endpoint === 'string' && otel.endpoint.trim()) {
      var endpoint = new URL(otel.endpoint.trim());
      if (endpoint.protocol === 'http:' || endpoint.protocol === 'https:') collector = endpoint.origin;
    }
  } catch (e) {
    // an unreadable setting: no collector
  }
  document.documentElement.dataset.collectorOrigin = collector;
  if (collector && origins.indexOf(collector) < 0) origins.push(collector);
  // 4. MCP server origins the person allowed in the app (docs/MCP.md)
  var mcp = [];
  try {
    var allowed = JSON.parse(localStorage.getItem('switchboard.mcpOrigins') || '[]');
    for (var i = 0; Array.isArray(allowed) && i < allowed.length; i++) {
      // only a bare http(s) origin: nothing else may reach the policy text
      var parsed = typeof allowed[i] === 'string' ? new URL(allowed[i]) : null;
      if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === allowed[i] && mcp.indexOf(parsed.origin) < 0) mcp.push(parsed.origin);
    }
  } catch (e) {
    // an unreadable list: no MCP origins
  }
  document.documentElement.dataset.mcpOrigins = mcp.join(' ');
  // 5. The collaboration server (docs/COLLABORATION.md): the saved setting, and the server a room
  //    link (#room=…&server=…) names; only bare ws(s) origins.
  var collab = [];
  function admitCollab(text) {
    try {
      var u = new URL(text);
      if ((u.protocol === 'ws:' || u.protocol === 'wss:') && collab.indexOf(u.origin) < 0) collab.push(u.origin);
    } catch (e) {
      // not a URL: nothing admitted
    }
  }
  try {
    var collabSettings = JSON.parse(localStorage.getItem('switchboard.collab') || '{}');
    if (collabSettings && typeof collabSettings.server === 'string') admitCollab(collabSettings.server);
  } catch (e) {
    // an unreadable setting: no saved server
  }
  if (location.hash.indexOf('#room=') === 0) admitCollab(new URLSearchParams(location.hash.slice(1)).get('server') || '');
  document.documentElement.dataset.collabOrigins = collab.join(' ');
  var all = origins.concat(mcp.filter(function (o) { return origins.indexOf(o) < 0; }), collab);
  var meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "connect-src 'self' " + all.join(' ');
  document.head.appendChild(meta);
})();
