// Runs profile.wasm (TestBrowserProfileSignsWithWebCrypto).
const go = new Go();
WebAssembly.instantiateStreaming(fetch("profile.wasm"), go.importObject)
  .then((r) => go.run(r.instance))
  .catch((e) => { window.profileResult = JSON.stringify({ error: String(e) }); });
