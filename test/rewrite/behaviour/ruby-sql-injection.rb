# behaviour: values spliced into '…' literals (or bare where SQL takes a number) are bound instead: the stub model sees the same SQL once it substitutes them as ActiveRecord does
# safe-fixes: ruby.security.sql-injection
# inputs: text (a name, and an age read with to_i)

# A stand-in for an ActiveRecord model: it substitutes ? placeholders as ActiveRecord quotes values, and prints the SQL.
User = Class.new do
  def self.quote(value)
    value.is_a?(String) ? "'#{value.gsub("'", "''")}'" : value.to_s
  end

  def self.where(sql, *binds)
    puts "WHERE #{sql.gsub('?') { quote(binds.shift) }}"
    self
  end

  def self.find_by_sql(query)
    sql, *binds = query.is_a?(Array) ? query : [query]
    puts "SQL #{sql.gsub('?') { quote(binds.shift) }}"
    []
  end
end

(ARGV.empty? ? [["alice", "30"]] : ARGV.map { |value| [value, value] }).each do |name, age_text|
  age = age_text.to_i
  User.where("name = '#{name}'")
  User.where("name LIKE '%#{name}%' AND age > #{age}")
  User.find_by_sql("SELECT * FROM users WHERE name = '#{name}'")
end
