class ReportWriter
  def header(path)
    # ruleid: ruby.reliability.unclosed-file
    File.read(path)
  end

  def append(path, line)
    # ruleid: ruby.reliability.unclosed-file
    log = File.open(path, "a")
    log.puts(line)
  end

  def append_closed(path, line)
    # ok: ruby.reliability.unclosed-file
    log = File.open(path, "a")
    log.puts(line)
  ensure
    log&.close
  end

  def read_block(path)
    # ok: ruby.reliability.unclosed-file
    File.open(path) { |f| f.read }
  end

  def handle(path)
    # ok: ruby.reliability.unclosed-file
    file = File.open(path)
    file
  end
end
