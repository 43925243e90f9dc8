// rejected: the written text holds an entity (&amp;) that innerHTML decodes; textContent would show it as typed
// keeps-all: title.innerHTML = 
function showTitle(title) {
  const name = new URLSearchParams(location.search).get('name');
  title.innerHTML = 'Tom &amp; ' + name;
}
module.exports = { showTitle };
