# corpus: CWE-22 safe — the requested file is resolved with File.realpath and refused unless it lies under the theme root.
# frozen_string_literal: true

require "sinatra/base"

class ThemePreview < Sinatra::Base
  THEME_ROOT = File.realpath("/srv/themes/active")

  helpers do
    def theme_file(relative)
      full = File.realpath(File.join(THEME_ROOT, relative))
      halt 403 unless full.start_with?("#{THEME_ROOT}/")
      full
    rescue Errno::ENOENT
      halt 404
    end
  end

  get "/preview" do
    send_file theme_file(params["file"].to_s)
  end
end
