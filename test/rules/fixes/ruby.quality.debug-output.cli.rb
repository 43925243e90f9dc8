# A command-line program prints its usage and version: that output is the program's.
require 'optparse'

class ExportCommand
  def parse(argv)
    OptionParser.new do |opts|
      opts.on('-h', '--help') do
        # ok: ruby.quality.debug-output
        puts opts
        exit
      end
    end.parse!(argv)
  end
end
