def summarise(orders)
  totals = orders.map { |order| order.total * 2 }
  orders.each do |order|
    next if order.cancelled?
    break if order.total > 1000
    puts order.id
  end
  paid = orders.select(&:paid?)
  first = orders.find { |order| order.total > 10 }
  sum = orders.inject(0) { |acc, order| acc + order.total }
  index = orders.each_with_object({}) { |order, memo| memo[order.id] = order }
  orders.each_with_index { |order, i| order.position = i }
  3.times { |n| puts n }
  handler = ->(x) { x.to_s }
  Thread.new(orders) { |list| list.size }
  [totals, paid, first, sum, index, handler]
end
