// rejected: `innerHTML +=` keeps the element's child elements; `textContent +=` would flatten them into text
// keeps-all: list.innerHTML += 
function addItem(list) {
  const label = new URLSearchParams(location.search).get('item');
  list.innerHTML += 'Added ' + label;
}
module.exports = { addItem };
