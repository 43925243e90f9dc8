// corpus: CWE-601 safe — the destination is parsed against the current origin and replaced with "/" when it is cross-origin.
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  let destination = new URL(params.get("to") || "/", window.location.origin);
  if (destination.origin !== window.location.origin) {
    destination = new URL("/", window.location.origin);
  }
  setTimeout(() => {
    window.location.href = destination.href;
  }, 3000);
});
