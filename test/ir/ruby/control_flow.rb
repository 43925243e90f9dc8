def classify(value)
  case value
  when "a", "b" then :letter
  when /\A\d+\z/ then :digits
  when Integer
    :number
  else
    :other
  end
end

def load(path)
  data = File.read(path) rescue nil
  return :missing unless data
  raise ArgumentError, "empty" if data.empty?

  begin
    parse(data)
  rescue JSON::ParserError => e
    log(e)
    :invalid
  else
    :ok
  ensure
    cleanup
  end
end

def counters(items)
  count ||= 0
  count += items.size
  first, *rest = items
  label = count > 1 ? "many" : "one"
  value = if rest.empty? then first else rest.last end
  [label, value, items&.first]
end
