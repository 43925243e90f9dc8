// rejected: the logged argument does the work (it saves the cart): removing the log line would lose the save
// keeps-all: console.log('saved', saveCart(cart));
const saved = [];
function saveCart(cart) {
  saved.push(cart.id);
  return cart.id;
}
function checkout(cart) {
  console.log('saved', saveCart(cart));
  return saved.length;
}
module.exports = { checkout };
