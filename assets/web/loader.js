// The web build's loading screen: it fetches the game's program with a
// progress bar, starts it with Go's wasm_exec.js, and says plainly why
// when the browser cannot run the game; the service worker that keeps the
// game for playing with no network, and the new version it finds; and the
// questions the game asks the page's server (orbisRefusedOrigin). A file
// of its own, not inline in index.html, so that the page's
// Content-Security-Policy allows only the site's own scripts.
"use strict";
(function () {
  // Written into index.html by ./build.sh web: the program's name (by its
  // hash), its uncompressed size (whether the server compresses it or
  // not, progress counts these bytes) and the build's hash.
  const script = document.currentScript.dataset;
  const wasmURL = script.wasm || "orbis.wasm";
  const wasmSize = Number(script.wasmSize) || 0;
  const build = script.build || "";
  window.orbisBuild = build;
  const loader = document.getElementById("loader");
  const fill = document.getElementById("fill");
  const status = document.getElementById("status");

  // The page's few words, in the game's four languages: the one the game
  // remembers (its settings in localStorage), else the browser's, else
  // English, as the game itself chooses.
  const words = {
    en: { loading: "Loading…", starting: "Starting…",
      noWasm: ["This browser cannot run WebAssembly.", "Orbis needs a browser with WebAssembly: a current Firefox, Chrome, Edge or Safari."],
      noGL: ["This browser cannot draw with WebGL 2.", "Orbis draws its table with WebGL 2. Turn on hardware acceleration in the browser's settings, or try another browser."],
      stopped: ["Orbis stopped while starting.", "The browser's console (F12) says why."],
      failed: "Orbis could not be loaded." },
    de: { loading: "Wird geladen …", starting: "Wird gestartet …",
      noWasm: ["Dieser Browser kann kein WebAssembly ausführen.", "Orbis braucht einen Browser mit WebAssembly: ein aktuelles Firefox, Chrome, Edge oder Safari."],
      noGL: ["Dieser Browser kann nicht mit WebGL 2 zeichnen.", "Orbis zeichnet seinen Tisch mit WebGL 2. Schalte die Hardwarebeschleunigung in den Einstellungen des Browsers ein oder versuche einen anderen Browser."],
      stopped: ["Orbis wurde beim Starten beendet.", "Die Konsole des Browsers (F12) sagt, warum."],
      failed: "Orbis konnte nicht geladen werden." },
    fr: { loading: "Chargement…", starting: "Démarrage…",
      noWasm: ["Ce navigateur ne sait pas exécuter WebAssembly.", "Orbis a besoin d'un navigateur avec WebAssembly : un Firefox, Chrome, Edge ou Safari récent."],
      noGL: ["Ce navigateur ne sait pas dessiner avec WebGL 2.", "Orbis dessine sa table avec WebGL 2. Activez l'accélération matérielle dans les réglages du navigateur, ou essayez-en un autre."],
      stopped: ["Orbis s'est arrêté au démarrage.", "La console du navigateur (F12) dit pourquoi."],
      failed: "Orbis n'a pas pu être chargé." },
    pl: { loading: "Wczytywanie…", starting: "Uruchamianie…",
      noWasm: ["Ta przeglądarka nie obsługuje WebAssembly.", "Orbis potrzebuje przeglądarki z WebAssembly: aktualnego Firefoksa, Chrome'a, Edge'a lub Safari."],
      noGL: ["Ta przeglądarka nie potrafi rysować za pomocą WebGL 2.", "Orbis rysuje stół za pomocą WebGL 2. Włącz akcelerację sprzętową w ustawieniach przeglądarki lub użyj innej przeglądarki."],
      stopped: ["Orbis zatrzymał się podczas uruchamiania.", "Konsola przeglądarki (F12) podaje przyczynę."],
      failed: "Nie udało się wczytać gry Orbis." },
  };
  function pageLanguage() {
    const asked = [];
    try {
      const settings = JSON.parse(localStorage.getItem("orbis/settings.json") || "{}");
      if (settings && typeof settings.language === "string") asked.push(settings.language);
    } catch (e) { /* no storage, or unreadable settings: the browser's language */ }
    asked.push(...(navigator.languages || []), navigator.language || "");
    for (const tag of asked) {
      const primary = String(tag).toLowerCase().split(/[-_]/)[0];
      if (words[primary]) return primary;
    }
    return "en";
  }
  const lang = pageLanguage();
  const say = words[lang];
  document.documentElement.lang = lang;
  status.textContent = say.loading;

  function fail(title, detail) {
    document.getElementById("problem").innerHTML = "<strong></strong><p></p>";
    document.querySelector("#problem strong").textContent = title;
    document.querySelector("#problem p").textContent = detail;
    loader.classList.add("failed");
    window.orbisState = "failed";
  }

  function progress(received) {
    if (wasmSize > 0) {
      const part = Math.min(received / wasmSize, 1);
      fill.style.width = (part * 100).toFixed(1) + "%";
      status.textContent = say.loading + " " + Math.round(part * 100) + "%";
    }
  }

  // The address of a WebSocket URL's path on the page's own server, or ""
  // when wsURL is another site's, whose answers the page may not read.
  function ownPath(wsURL) {
    const ws = new URL(wsURL);
    const scheme = { "ws:": "http:", "wss:": "https:" }[ws.protocol];
    return scheme + "//" + ws.host === location.origin ? location.origin + ws.pathname : "";
  }

  // Asked by the game when its WebSocket to wsURL failed to open: did the
  // page's own server refuse this page's origin? A browser hides a refused
  // upgrade's answer from the page, so the server says it again at the
  // WebSocket's path + originPath ("/ws/origin"). Resolves with the host
  // name its operator would give with --origin, or "" (allowed, another
  // site's server, or no answer). In JavaScript, not in the game's Go: the
  // web build's size is counted.
  window.orbisRefusedOrigin = async function (wsURL, originPath) {
    try {
      const own = ownPath(wsURL);
      if (!own) return "";
      const response = await fetch(own + originPath +
        "?origin=" + encodeURIComponent(location.origin), { cache: "no-store" });
      if (!response.ok) return "";
      const status = await response.json();
      return !status.allowed && typeof status.host === "string" ? status.host : "";
    } catch (e) {
      return ""; // no answer: the game says the server cannot be reached
    }
  };

  // Asked by the game when its WebSocket to wsURL failed to open, and not
  // for its origin: did the page's own server refuse it before the upgrade
  // (429: too many connections from this address, 503: full)? A plain
  // request to the same path meets the same bounds; one they let through
  // is answered 426 (Upgrade Required). Resolves with the refusal's status
  // and the server's words, or null (let through, another site's server,
  // or no answer).
  window.orbisRefusedStatus = async function (wsURL) {
    try {
      const own = ownPath(wsURL);
      if (!own) return null;
      const response = await fetch(own, { cache: "no-store" });
      if (response.ok || response.status === 426) return null;
      return { status: response.status, detail: (await response.text()).slice(0, 512) };
    } catch (e) {
      return null; // no answer: the game says the server cannot be reached
    }
  };

  // Called by the game once it has drawn its first frame: then the
  // program is kept and the service worker registered, on a secure page.
  window.orbisStarted = function () {
    loader.remove();
    window.orbisState = "running";
    window.orbisStartedAt = performance.now(); // for the first-frame test
    if (offline) {
      keep().then(registerWorker).catch((err) => console.warn("orbis: no service worker, so no offline play:", err));
    }
  };

  // The service worker keeps the game only where the browser runs one:
  // a secure page (HTTPS, or localhost). Over plain HTTP the game plays,
  // and is downloaded again on each visit.
  const offline = build !== "" && window.isSecureContext && "serviceWorker" in navigator && "caches" in window;
  const cacheName = "orbis-" + build; // the service worker's cache of this build (sw.js)

  // The program, from this build's cache when it holds it; else downloaded
  // and put there (by keep, once the game has drawn its first frame, which
  // the copy would only delay), where the service worker finds it instead
  // of downloading it a second time.
  let keep = () => Promise.resolve();
  async function fetchWasm() {
    let cache = null;
    if (offline) {
      try {
        cache = await caches.open(cacheName);
        const cached = await cache.match(wasmURL);
        if (cached) return cached.arrayBuffer();
      } catch (e) { cache = null; /* no cache storage (private browsing): the network */ }
    }
    const response = await fetch(wasmURL);
    if (!response.ok) {
      throw new Error(wasmURL + ": " + response.status + " " + response.statusText);
    }
    const bytes = await readWasm(response);
    if (cache) {
      keep = () => cache.put(wasmURL, new Response(bytes, { headers: { "Content-Type": "application/wasm" } }))
        .catch(() => { /* a full quota: the service worker downloads it */ });
    }
    return bytes;
  }

  async function readWasm(response) {
    if (!response.body || !window.ReadableStream) {
      return response.arrayBuffer();
    }
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      progress(received);
    }
    const bytes = new Uint8Array(received);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
    return bytes.buffer;
  }

  // A worker's build, asked on a port of its own ("" when it does not say).
  function workerBuild(worker) {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(String(event.data));
      worker.postMessage("build", [channel.port2]);
      setTimeout(() => resolve(""), 5000);
    });
  }

  // A worker installed while this page runs is another build's: the game
  // offers the reload (it reads window.orbisUpdate). One of this page's
  // own build (the page came from the network, newer than the worker that
  // served it before) takes over at once, with nothing to reload.
  async function offer(worker) {
    const theirs = await workerBuild(worker);
    if (theirs === build) {
      worker.postMessage("activate");
    } else if (theirs !== "") {
      window.orbisUpdate = "ready";
    }
  }

  // Called by the game when the player taps the new version's notice: the
  // new worker takes over, then the page loads again, all of the new build.
  window.orbisApplyUpdate = async function () {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || !registration.waiting) {
      location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    registration.waiting.postMessage("activate");
  };

  async function registerWorker() {
    const registration = await navigator.serviceWorker.register("sw.js");
    const watch = (worker) => worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    // A page left open looks for a newer build when it is shown again,
    // and every half hour.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
    setInterval(() => registration.update().catch(() => {}), 30 * 60 * 1000);
  }

  // iOS installs a web app only from Safari's Share menu (Add to Home
  // Screen), with no prompt: the game says how while the page is not
  // already the installed app (it reads window.orbisInstallHint), until
  // the player's OK (window.orbisInstallHintSeen, remembered).
  const hintSeenKey = "orbis/install-hint-seen";
  const iOS = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const installed = navigator.standalone === true || window.matchMedia("(display-mode: standalone)").matches;
  let hintSeen = false;
  try { hintSeen = localStorage.getItem(hintSeenKey) === "1"; } catch (e) { /* no storage: shown each visit */ }
  window.orbisInstallHint = iOS && !installed && !hintSeen ? "ios" : "";
  window.orbisInstallHintSeen = function () {
    window.orbisInstallHint = "";
    try { localStorage.setItem(hintSeenKey, "1"); } catch (e) { /* no storage: shown next visit */ }
  };

  // Turn notifications (game/notify): the person's leave, asked after
  // their click in the options; each shown by the service worker where
  // one runs (Android shows no other kind), else by the page; and the
  // app's badge while it is their turn, where the browser has one.
  const notifications = "Notification" in window;
  window.orbisNotifyPermission = () => notifications ? Notification.permission : "";
  window.orbisAskNotifications = function () {
    if (notifications && Notification.permission === "default") {
      Notification.requestPermission().catch(() => { /* asked again next time */ });
    }
  };
  window.orbisNotify = async function (title, body, tag) {
    if (!notifications || Notification.permission !== "granted") return false;
    const options = { body, tag, renotify: true, icon: "icon-192.png", badge: "icon-192.png" };
    try {
      const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : null;
      if (registration) {
        await registration.showNotification(title, options);
      } else {
        new Notification(title, options);
      }
      return true;
    } catch (err) {
      console.warn("orbis: a turn's notification:", err);
      return false;
    }
  };
  window.orbisBadge = function (on) {
    const done = () => { /* a badge the browser refuses: none */ };
    if (on && navigator.setAppBadge) navigator.setAppBadge(1).catch(done);
    if (!on && navigator.clearAppBadge) navigator.clearAppBadge().catch(done);
  };

  async function start() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      fail(...say.noWasm);
      return;
    }
    const probe = document.createElement("canvas");
    if (!probe.getContext("webgl2")) {
      fail(...say.noGL);
      return;
    }
    try {
      const go = new Go();
      const bytes = await fetchWasm();
      fill.style.width = "100%";
      status.textContent = say.starting;
      const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
      window.orbisState = "starting";
      await go.run(instance);
      // The Go program only returns when it stopped on an error.
      if (window.orbisState !== "running") {
        fail(...say.stopped);
      }
    } catch (err) {
      fail(say.failed, String(err && err.message || err));
    }
  }

  start();
})();
