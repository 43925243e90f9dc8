// rejected: the value is markup the page means to render; textContent would show the tags as text
// keeps: el.innerHTML =
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function greet(el, name) {
  el.innerHTML = '<b>' + escapeHtml(name) + '</b>';
}
module.exports = { greet };
