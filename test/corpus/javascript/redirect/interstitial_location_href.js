// corpus: CWE-601 vulnerable — the to parameter from location.search is assigned to window.location.href.
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const destination = params.get("to");
  const countdown = document.getElementById("countdown");
  countdown.textContent = "Redirecting in 3 seconds…";
  setTimeout(() => {
    window.location.href = destination || "/";
  }, 3000);
});
