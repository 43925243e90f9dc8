// behaviour: guards for quantities, percentages and documented bounds change nothing for the values the rules allow
// safe-fixes: generic.business_logic.negative-quantity-unchecked, generic.business_logic.unbounded-percentage, generic.business_logic.bound-unchecked
// context: A rating is between 1 and 5.
function lineTotal(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

function discounted(priceCents: number, discountPercent: number): number {
  return Math.round(priceCents * (100 - discountPercent) / 100);
}

class Review {
  readonly rating: number;

  constructor(readonly productId: string, rating: number) {
    this.rating = rating;
  }
}

for (const [price, quantity] of [[250, 0], [250, 3], [999, 12]]) console.log(lineTotal(price!, quantity!));
for (const [price, percent] of [[1000, 0], [1000, 15], [1000, 100]]) console.log(discounted(price!, percent!));
for (const rating of [1, 3, 5]) console.log(new Review('sku-1', rating).rating);
