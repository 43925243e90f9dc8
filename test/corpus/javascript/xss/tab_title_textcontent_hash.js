// corpus: CWE-79 safe — the decoded location.hash is assigned to textContent, which does not parse markup.
function renderActiveTab() {
  const tabName = decodeURIComponent(location.hash.slice(1)) || "Overview";
  const header = document.querySelector("#tab-header");
  header.textContent = tabName;
}

window.addEventListener("hashchange", renderActiveTab);
document.addEventListener("DOMContentLoaded", renderActiveTab);
