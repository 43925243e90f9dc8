// rejected: a bare value may be HTML the page means to render (a rich-text comment): textContent is only a suggestion
// keeps: container.innerHTML = body;
function showComment(container) {
  const body = localStorage.getItem('draft');
  container.innerHTML = body;
}
module.exports = { showComment };
