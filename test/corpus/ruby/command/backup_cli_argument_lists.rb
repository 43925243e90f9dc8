# corpus: CWE-78 safe — the backup CLI passes the database name, bucket and paths to each program as separate argument-list elements.
# frozen_string_literal: true

require "open3"
require "optparse"
require "time"

class BackupRunner
  Error = Class.new(StandardError)

  def initialize(database:, bucket:, keep:)
    @database = database
    @bucket = bucket
    @keep = keep
    @stamp = Time.now.utc.strftime("%Y%m%dT%H%M%SZ")
  end

  def run
    dump = dump_database
    upload(dump)
    prune_remote
    puts "backup #{File.basename(dump)} uploaded to #{@bucket}"
  ensure
    File.delete(dump) if dump && File.exist?(dump)
  end

  private

  def dump_database
    path = File.join(Dir.tmpdir, "#{@database}-#{@stamp}.dump")
    run!("pg_dump", "--format=custom", "--file", path, "--dbname", @database)
    path
  end

  def upload(path)
    run!("aws", "s3", "cp", path, "s3://#{@bucket}/postgres/#{File.basename(path)}", "--only-show-errors")
  end

  def prune_remote
    listing = run!("aws", "s3", "ls", "s3://#{@bucket}/postgres/")
    stale = listing.lines.map { |l| l.split.last }.compact.sort.reverse.drop(@keep)
    stale.each { |name| run!("aws", "s3", "rm", "s3://#{@bucket}/postgres/#{name}") }
  end

  def run!(*argv)
    stdout, stderr, status = Open3.capture3(*argv)
    raise Error, "#{argv.first} failed: #{stderr.strip}" unless status.success?

    stdout
  end
end

options = { keep: 14 }
OptionParser.new do |opts|
  opts.banner = "usage: backup --database NAME --bucket BUCKET [--keep N]"
  opts.on("--database NAME") { |v| options[:database] = v }
  opts.on("--bucket BUCKET") { |v| options[:bucket] = v }
  opts.on("--keep N", Integer) { |v| options[:keep] = v }
end.parse!(ARGV)

abort("--database and --bucket are required") unless options[:database] && options[:bucket]

begin
  BackupRunner.new(**options).run
rescue BackupRunner::Error => e
  warn e.message
  exit 1
end
