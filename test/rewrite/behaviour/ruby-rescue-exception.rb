# behaviour: an ordinary error (ArgumentError) is rescued as before when StandardError is rescued
# safe-fixes: ruby.reliability.rescue-exception

def parse(text)
  Integer(text)
rescue Exception => e
  puts "not a number: #{e.class}"
  0
end

puts parse(ARGV.fetch(0, "twelve"))
