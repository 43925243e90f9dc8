class CsvBuilder
  def build(rows)
    out = ""
    rows.each do |row|
      # ruleid: ruby.performance.string-concat-in-loop
      out << row.join(",") + "\n"
    end
    out
  end

  def total(rows)
    sum = 0
    rows.each do |row|
      # ok: ruby.performance.string-concat-in-loop
      sum += row.size
    end
    sum
  end

  def buffered(rows)
    out = +""
    rows.each do |row|
      # ok: ruby.performance.string-concat-in-loop
      out << row.join(",") << "\n"
    end
    out
  end
end
