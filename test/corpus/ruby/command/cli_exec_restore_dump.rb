# corpus: CWE-78 vulnerable — the dump file name from the command line is interpolated into a command string handed to exec.
# frozen_string_literal: true

require "optparse"

options = { database: "crm_production" }
OptionParser.new do |opts|
  opts.banner = "usage: restore_dump [options] DUMP_FILE"
  opts.on("-d", "--database NAME", "target database") { |v| options[:database] = v }
end.parse!

dump = ARGV.shift or abort("missing dump file")
puts "restoring #{dump} into #{options[:database]}"
exec("gunzip -c #{dump} | psql --quiet #{options[:database]}")
