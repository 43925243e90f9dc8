// corpus: CWE-79 vulnerable — each tag from location.search replaces a placeholder element through outerHTML.
const params = new URLSearchParams(location.search);
const tags: string[] = params.getAll("tag");

tags.forEach((tag, index) => {
  const slot = document.getElementById(`tag-slot-${index}`);
  if (!slot) return;
  slot.outerHTML = `<span class="chip" data-index="${index}">${tag.trim()}</span>`;
});
