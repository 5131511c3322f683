// The web build's service worker. It keeps this build's page, scripts,
// program, manifest and icons in a cache of its own, named by the build's
// hash, so that after a first visit the game starts with no network; a
// newer build's worker waits until the page lets it take over (the game
// offers the reload), then deletes every older build's cache: one build's
// files are never mixed with another's. orbis webpack fills in the build
// and its files.
"use strict";
const BUILD = "{{BUILD}}";
const CACHE = "orbis-" + BUILD;
const FILES = {{FILES}};
const scope = self.registration.scope;
const pageURL = new URL("./", scope).href;
const kept = new Set(FILES.map((file) => new URL(file, scope).href));

// Install: every file of the build into its cache, but none the page has
// put there already (it keeps the program it downloaded: not twice).
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const url of kept) {
      if (await cache.match(url)) continue;
      const response = await fetch(url, { cache: url === pageURL ? "no-cache" : "default" });
      if (!response.ok) throw new Error(url + ": " + response.status);
      if (url === pageURL && !(await response.clone().text()).includes(BUILD)) {
        throw new Error("the server's page is another build than " + BUILD); // a newer build's worker comes with it
      }
      await cache.put(url, response);
    }
  })());
});

// Activate: the older builds' caches go; the open pages are this worker's.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("orbis-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page asks which build this worker is ("build", answered on the
// message's port), and lets a waiting worker take over ("activate").
self.addEventListener("message", (event) => {
  if (event.data === "build" && event.ports[0]) event.ports[0].postMessage(BUILD);
  if (event.data === "activate") self.skipWaiting();
});

// A turn's notification clicked: the game's open page comes to the
// front, or the game opens.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    if (pages.length > 0) return pages[0].focus();
    return self.clients.openWindow(pageURL);
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  if (request.mode === "navigate" && (url.href === pageURL || url.href === pageURL + "index.html")) {
    event.respondWith(page(request));
  } else if (kept.has(url.href)) {
    event.respondWith(keptFile(request, url.href));
  }
  // Anything else (the lobby's questions to the server): the network's.
});

// page is the server's page while there is a network (a newer build shows
// at once), else this build's.
async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await (await caches.open(CACHE)).match(pageURL);
    if (cached) return cached;
    throw err;
  }
}

// keptFile is a file of this build from its cache, else the network's:
// their names carry their content's hash, so the cache's copy is right.
async function keptFile(request, url) {
  const cached = await (await caches.open(CACHE)).match(url);
  return cached || fetch(request);
}
