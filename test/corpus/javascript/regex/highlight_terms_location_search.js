// corpus: CWE-1333 vulnerable — the q parameter from location.search becomes a RegExp run over the article text.
document.addEventListener("DOMContentLoaded", () => {
  const q = new URLSearchParams(location.search).get("q");
  if (!q) return;
  const re = new RegExp(q, "gi");
  const paragraphs = document.querySelectorAll("article p");
  let count = 0;
  paragraphs.forEach((p) => {
    count += (p.textContent.match(re) || []).length;
  });
  document.getElementById("match-count").textContent = `${count} matches`;
});
