// corpus: CWE-79 vulnerable — a value parsed from document.URL is written into the page with document.write.
(function () {
  const url = new URL(document.URL);
  const referrer = url.searchParams.get("ref");
  if (referrer) {
    document.write("<div class='ref-banner'>Referred by " + referrer + "</div>");
  }
})();
