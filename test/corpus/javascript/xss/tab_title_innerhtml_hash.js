// corpus: CWE-79 vulnerable — the decoded location.hash is assigned to innerHTML.
function renderActiveTab() {
  const tabName = decodeURIComponent(location.hash.slice(1)) || "Overview";
  const header = document.querySelector("#tab-header");
  header.innerHTML = `<span class="tab-title">${tabName}</span>`;
}

window.addEventListener("hashchange", renderActiveTab);
document.addEventListener("DOMContentLoaded", renderActiveTab);
