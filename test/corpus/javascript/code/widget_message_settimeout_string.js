// corpus: CWE-95 vulnerable — message event data is passed to setTimeout as a string, which is evaluated as code.
const statusEl = document.getElementById("widget-status");

window.addEventListener("message", (event) => {
  const { action, callback, delay } = event.data || {};
  if (action !== "schedule") return;
  statusEl.textContent = "Scheduled";
  setTimeout(callback, Number(delay) || 0);
});
