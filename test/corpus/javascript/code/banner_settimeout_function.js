// corpus: CWE-95 safe — setTimeout receives a function; the URL only supplies a numeric delay and plain text.
const params = new URLSearchParams(location.search);
const delay = Number(params.get("delay")) || 1500;
const promo = params.get("promo") || "";

function showBanner() {
  const banner = document.getElementById("promo-banner");
  banner.textContent = promo ? `Promo code: ${promo}` : "Welcome back!";
  banner.hidden = false;
}

setTimeout(showBanner, delay);
