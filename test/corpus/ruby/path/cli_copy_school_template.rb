# corpus: CWE-22 vulnerable — the template name from ARGV is joined to the templates folder and copied into the output.
# frozen_string_literal: true

require "fileutils"
require "optparse"

TEMPLATE_DIR = File.expand_path("templates/report_cards", __dir__)

def copy_template(name, destination, force: false)
  source = File.join(TEMPLATE_DIR, name)
  abort("no template #{name}") unless File.file?(source)
  abort("#{destination} exists, use --force") if File.exist?(destination) && !force

  FileUtils.cp(source, destination)
  puts "copied #{source} -> #{destination}"
end

options = { force: false }
OptionParser.new do |opts|
  opts.banner = "usage: new_report_card [--force] TEMPLATE DEST"
  opts.on("-f", "--force", "overwrite DEST") { options[:force] = true }
end.parse!

template, destination = ARGV
abort("usage: new_report_card TEMPLATE DEST") unless template && destination
copy_template(template, destination, force: options[:force])
