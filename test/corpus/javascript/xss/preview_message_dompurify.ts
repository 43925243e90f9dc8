// corpus: CWE-79 safe — message data is cleaned with DOMPurify.sanitize before it is assigned to innerHTML.
import DOMPurify from "dompurify";

const preview = document.getElementById("markdown-preview") as HTMLDivElement;

window.addEventListener("message", (event: MessageEvent) => {
  if (event.origin !== window.location.origin) return;
  const html = typeof event.data?.html === "string" ? event.data.html : "";
  preview.innerHTML = DOMPurify.sanitize(html);
});
