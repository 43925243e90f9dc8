# behaviour: guard clauses reject only the values the business rules forbid: the same results for valid ones
# safe-fixes: generic.business_logic.negative-quantity-unchecked, generic.business_logic.unbounded-percentage
def line_total(unit_price_cents, quantity)
  unit_price_cents * quantity
end

def discounted(price_cents, discount_percent)
  price_cents * (100 - discount_percent) / 100
end

puts line_total(250, 4)
puts line_total(199, 0)
puts discounted(1000, 15)
puts discounted(999, 100)
