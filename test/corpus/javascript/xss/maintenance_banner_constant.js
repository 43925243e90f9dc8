// corpus: CWE-79 safe — innerHTML only receives a module constant; the URL value goes into textContent.
const MAINTENANCE_HTML = "<strong>Scheduled maintenance</strong> tonight from 22:00 to 23:00 UTC.";

document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(location.search);
  const banner = document.getElementById("maintenance-banner");
  banner.innerHTML = MAINTENANCE_HTML;
  const region = document.getElementById("maintenance-region");
  region.textContent = params.get("region") || "all regions";
});
