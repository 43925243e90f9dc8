# behaviour: without the breakpoint the program runs the same (pry is not loaded here: a stand-in pauses nothing)
# safe-fixes: ruby.quality.debugger-statement

class Binding
  def pry
    nil
  end
end

class Checkout
  def total(prices)
    sum = prices.sum
    binding.pry
    sum * 2
  end
end

puts Checkout.new.total([1, 2, 3])
