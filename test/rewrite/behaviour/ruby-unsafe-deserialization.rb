# behaviour: YAML.safe_load (dates, times, symbols and aliases allowed) reads a document of plain values the same
# safe-fixes: ruby.security.unsafe-deserialization
require "yaml"

document = ARGV.fetch(0, "name: report\nretries: 3\ntags: [daily, ops]\nlimits: {cpu: 2, ratio: 0.5}\n")
config = YAML.load(document)
puts config.inspect
