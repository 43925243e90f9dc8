# corpus: CWE-78 vulnerable — the rake task argument is interpolated into a backtick command run by the shell.
# frozen_string_literal: true

namespace :storage do
  desc "Report disk usage for a tenant directory"
  task :usage, [:tenant] => :environment do |_task, args|
    tenant = args[:tenant] or abort("usage: rake storage:usage[tenant]")
    output = `du -sh /srv/tenants/#{tenant}/uploads 2>/dev/null`
    puts output.empty? ? "no uploads for #{tenant}" : output
  end

  desc "List the ten largest tenants"
  task top: :environment do
    sizes = Tenant.pluck(:slug).map do |slug|
      [slug, Dir.glob("/srv/tenants/#{slug}/uploads/**/*").sum { |f| File.file?(f) ? File.size(f) : 0 }]
    end
    sizes.max_by(10, &:last).each { |slug, bytes| puts format("%-30s %10.1f MB", slug, bytes / 1_048_576.0) }
  end
end
