// behaviour: debugger statements are removed; without developer tools attached the program does the same
// safe-fixes: javascript.quality.debugger-statement
function total(items) {
  let sum = 0;
  for (const item of items) {
    debugger;
    sum += item.price * item.quantity;
  }
  return sum;
}

function label(order) {
  switch (order.status) {
    case 'open':
      return `open, ${total(order.items)}`;
    default:
      debugger;
      return order.status;
  }
}

process.stdout.write(`${total([{ price: 2.5, quantity: 2 }, { price: 1, quantity: 3 }])}\n`);
process.stdout.write(`${label({ status: 'open', items: [{ price: 4, quantity: 1 }] })} ${label({ status: 'closed', items: [] })}\n`);
