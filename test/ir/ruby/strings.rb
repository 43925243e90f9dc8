def report(name, rows)
  greeting = "Hello #{name}, you have #{rows.size} rows"
  raw = 'no #{interpolation} here\n'
  query = <<~SQL
    SELECT *
    FROM reports
    WHERE owner = '#{name}'
  SQL
  words = %w[alpha beta]
  symbols = %i[on off]
  listing = `ls #{name}`
  pattern = /\A#{name}\z/
  fixed = /\A[a-z]+\z/
  key = :"user_#{name}"
  [greeting, raw, query, words, symbols, listing, pattern, fixed, key, "a" "b", ?c]
end
