// context: The discount percentage cannot exceed 100%.
function applyDiscount(priceCents, percentage) {
  if (percentage > 100) throw new RangeError('percentage must be at most 100');
  // ruleid: generic.business_logic.bound-unchecked
  return Math.round(priceCents * (100 - percentage) / 100);
}

function applyDiscountChecked(priceCents, percentage) {
  if (percentage > 100) throw new RangeError('percentage must be at most 100');
  // ok: generic.business_logic.bound-unchecked
  return Math.round(priceCents * (100 - percentage) / 100);
}

function applyMarkup(priceCents, percentage) {
  // ok: generic.business_logic.bound-unchecked
  return Math.round(priceCents * (100 + percentage) / 100);
}

module.exports = { applyDiscount, applyDiscountChecked, applyMarkup };
