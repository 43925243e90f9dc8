// corpus: CWE-79 vulnerable — postMessage data is inserted as markup with insertAdjacentHTML and no origin check.
const feed = document.getElementById("chat-feed");

window.addEventListener("message", (e) => {
  const msg = e.data;
  if (!msg || msg.type !== "chat") return;
  const line = "<li class='chat-line'><b>" + msg.author + ":</b> " + msg.text + "</li>";
  feed.insertAdjacentHTML("beforeend", line);
});
