// rejected: a var declared in one case and assigned in another: under let the other case hits the dead zone
// keeps: var discount = 0.1;
function price(kind, amount) {
  switch (kind) {
    case 'member':
      var discount = 0.1;
      return amount * (1 - discount);
    case 'staff':
      discount = 0.3;
      return amount * (1 - discount);
    default:
      return amount;
  }
}
module.exports = { price };
